/**
 * The product's mail sender as a test runs it: the app's database, clock and configuration,
 * the real renderer, and SMTP to a sink the test started (./smtp-sink.ts). Each call sends
 * every mail that is due and answers how many it handled.
 *
 * @example const sink = await startSmtpSink(); expect(await senderTo(t, sink)()).toBe(1);
 */
import { createLogger } from '#api/lib/logger.ts';
import { productRenderer } from '#api/mail/render.ts';
import { mailSenderRun } from '#api/mail/sender.ts';
import { smtpTransport } from '#api/mail/smtp-transport.ts';
import type { SmtpSink } from './smtp-sink.ts';
import type { TestApp } from './test-app.ts';

export function senderTo(
  t: Pick<TestApp, 'db' | 'clock' | 'config'>,
  sink: Pick<SmtpSink, 'url'>,
): () => Promise<number> {
  return mailSenderRun({
    db: t.db,
    clock: t.clock,
    logger: createLogger('silent'),
    config: t.config,
    transport: smtpTransport(sink.url),
    render: productRenderer,
  });
}
