/**
 * Subscription mail from the outbox to a real SMTP server and back through its links: the
 * headers a mail client reads, the links that work, and no plain token left behind once the
 * mail is sent (docs/decisions.md §73, §74).
 */
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { openIncident } from '#api/repositories/incidents.ts';
import { findSubscription, subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { senderTo } from '#api/testing/mail-delivery.ts';
import { type SmtpSink, startSmtpSink } from '#api/testing/smtp-sink.ts';
import { appPerTest, postJson } from '#api/testing/test-app.ts';

const appFor = appPerTest({ SITE_URL: 'https://alpora.example' });
const EMAIL = 'ada@example.com';

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  await sink.stop();
});

async function setup() {
  const t = await appFor();
  const run = senderTo(t, sink);
  return { ...t, run };
}

/** A header as the message carried it, unfolded. */
function header(message: ParsedMail | undefined, name: string): string | undefined {
  const line = message?.headerLines.find((entry) => entry.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
}

/** Every value the database holds for mail and links, as one text to search. */
async function storedText(t: Awaited<ReturnType<typeof setup>>): Promise<string> {
  const [mails, tokens] = await Promise.all([
    t.db.selectFrom('mail_outbox').selectAll().execute(),
    t.db.selectFrom('subscription_tokens').selectAll().execute(),
  ]);
  return JSON.stringify([mails, tokens]);
}

test('the confirmation and an incident mail arrive with working links; the unsubscribe link is the one-click header, and no plain token stays stored', async () => {
  const t = await setup();
  const subscribed = await t.app.request(
    '/api/status/subscriptions',
    postJson({ email: EMAIL, consentVersion: 'en-2025-07-23', page: '/status' }),
  );
  expect(subscribed.status).toBe(202);
  expect(await t.run()).toBe(1);

  const confirmation = sink.messages[0];
  expect(confirmation?.subject).toBe('Confirm your subscription to Alpora status updates');
  // A confirmation is not list mail: it has no unsubscribe headers.
  expect(header(confirmation, 'List-Unsubscribe')).toBeUndefined();
  const confirmUrl = confirmation?.text?.match(/https:\/\/alpora\.example\/email\/confirm\?token=[\w-]+/)?.[0] ?? '';
  expect(confirmUrl).not.toBe('');
  expect(await storedText(t)).not.toContain(new URL(confirmUrl).searchParams.get('token'));
  const confirmed = await t.app.request(new URL(confirmUrl).pathname + new URL(confirmUrl).search, {
    method: 'POST',
    headers: { 'Sec-Fetch-Mode': 'navigate' },
  });
  expect(confirmed.headers.get('Location')).toBe('/email/confirmed/status');

  await openIncident(
    t.db,
    { title: 'Delayed prices', impact: 'major', services: ['market'], message: 'Looking into it.' },
    t.clock.now(),
    subscriptionMailSettings(t.config),
  );
  expect(await t.run()).toBe(1);
  const incident = sink.messages[1];
  expect(incident?.subject).toBe('Investigating: Delayed prices');
  expect(header(incident, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const listUnsubscribe = header(incident, 'List-Unsubscribe') ?? '';
  expect(listUnsubscribe).toMatch(/^<https:\/\/alpora\.example\/email\/unsubscribe\?token=[\w-]{43}>$/);
  const unsubscribeUrl = new URL(listUnsubscribe.slice(1, -1));
  // The footer's link is the same one.
  expect(incident?.html).toContain(`href="${unsubscribeUrl.href}"`);
  const token = unsubscribeUrl.searchParams.get('token') ?? '';
  expect(await storedText(t)).not.toContain(token);
  const mails = await t.db.selectFrom('mail_outbox').select(['status', 'link_token']).execute();
  expect(mails).toEqual([
    { status: 'sent', link_token: null },
    { status: 'sent', link_token: null },
  ]);

  // What a mail client does with the header (RFC 8058).
  const unsubscribed = await t.app.request(unsubscribeUrl.pathname + unsubscribeUrl.search, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBe(200);
  expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('withdrawn');
});
