/**
 * A private production server (built site + API) that sends its mail over SMTP to a real SMTP
 * server inside the test (`startSmtpSink`), so a test reads the mails a visitor or the team
 * would receive: both parts, headers and links. The sender polls often and retries soon, so a
 * mail server that comes back is used within a second or two.
 *
 * @example const mail = await startMailServer(); await page.goto(mail.server.url); await waitForMail(mail.sink, (m) => m.to?.text === 'sales@alpora.test');
 */
import { expect } from '@playwright/test';
import type { ParsedMail } from '../../api/src/testing/smtp-sink.ts';
import { type SmtpSink, startSmtpSink } from '../../api/src/testing/smtp-sink.ts';
import { freePort, type RunningServer, startServer } from './server.ts';

/** Where the team is told about leads in these tests. */
export const SALES_MAILBOX = 'sales@alpora.test';

export interface MailServer {
  server: RunningServer;
  sink: SmtpSink;
  stop(): Promise<void>;
}

export async function startMailServer(env: Record<string, string> = {}): Promise<MailServer> {
  const sink = await startSmtpSink();
  const port = await freePort();
  const server = await startServer({
    port,
    env: {
      SMTP_URL: sink.url,
      // Links in the mails point at this server, so the test can follow them.
      SITE_URL: `http://127.0.0.1:${port}`,
      APP_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Alpora <hello@alpora.test>',
      SALES_NOTIFY_EMAIL: SALES_MAILBOX,
      MAIL_POLL_INTERVAL_MS: '250',
      MAIL_RETRY_BASE_MS: '250',
      ...env,
    },
  });
  return {
    server,
    sink,
    async stop() {
      await server.stop();
      await sink.stop();
    },
  };
}

/** The recipient addresses of a parsed mail, lower case. */
export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => (address.address ?? '').toLowerCase()));
}

/** Waits until the sink holds a mail to `address` that `match` accepts, and answers it. */
export async function waitForMail(
  sink: SmtpSink,
  address: string,
  match: (mail: ParsedMail) => boolean = () => true,
): Promise<ParsedMail> {
  const find = () => sink.messages.find((mail) => recipients(mail).includes(address) && match(mail));
  await expect.poll(() => find() !== undefined, { message: `a mail to ${address}`, timeout: 15_000 }).toBe(true);
  return find() as ParsedMail;
}

/** The first link of a mail's HTML part whose address starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
  const link = hrefs.find((href) => href.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${hrefs.join(', ')}`);
  return link;
}
