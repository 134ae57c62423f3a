/**
 * Delivers the outbox (docs/decisions.md §67): every MAIL_POLL_INTERVAL_MS, and at once after
 * `kick()`, it claims the due mails, renders each, hands it to the transport and records the
 * attempt; failures are retried as ./retry-policy.ts says, except a mail that cannot render,
 * which fails at once (docs/decisions.md §81), and a subscriber's mail whose subscription is no
 * longer confirmed, which is cancelled unsent (docs/decisions.md §87). A run never overlaps the previous
 * one. When several processes share the database only the one that leads 'mail-sender' runs
 * (docs/decisions.md §62); the claim keeps even two runners from sending one mail twice.
 *
 * @example const sender = startMailSender(deps); await enqueueMail(db, mail, now); sender.kick(); await sender.stop();
 */
import type { Kysely } from 'kysely';
import type { Config } from '#api/config.ts';
import { type Leadership, soleLeadership } from '#api/db/leadership.ts';
import type { Database, MailRow } from '#api/db/schema.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { Logger } from '#api/lib/logger.ts';
import { withoutAddresses } from '#api/lib/without-addresses.ts';
import { cancelIfUnsubscribed, claimDueMails, markFailed, markSent } from '#api/repositories/mail-outbox.ts';
import { withLinkToken } from './link-tokens.ts';
import { MailRenderError, type MailRenderer } from './render-types.ts';
import { nextAttemptAt } from './retry-policy.ts';
import { type MailTransport, transportError } from './transport.ts';

/** The job's name for leadership. */
export const MAIL_SENDER_JOB = 'mail-sender';

/**
 * How long a claim holds: far longer than one SMTP conversation may take (./smtp-transport.ts
 * bounds it), so only a process that died leaves a claim to run out.
 */
export const MAIL_LEASE_MS = 2 * 60_000;
/** Mails claimed at a time; a run claims again while batches come back full. */
const BATCH = 20;

export interface MailSenderDeps {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'MAIL_FROM' | 'MAIL_POLL_INTERVAL_MS' | 'MAIL_RETRY_BASE_MS'>;
  transport: MailTransport;
  render: MailRenderer;
  /** Which process sends; this one alone by default. */
  leadership?: Leadership;
}

export interface MailSender {
  /** Sends due mails now (after an enqueue) rather than at the next interval. */
  kick(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** One run: claims and delivers every due mail; answers how many were handed over. */
export function mailSenderRun(deps: MailSenderDeps): () => Promise<number> {
  const { db, clock, logger, config, transport, render } = deps;

  /**
   * A mail that cannot render would fail alike on every attempt for 3 days: it fails for good
   * now, with the reason for operators, and is logged once (docs/decisions.md §81).
   */
  async function unrenderable(mail: MailRow, error: MailRenderError): Promise<void> {
    await markFailed(db, mail.id, { response: `cannot render: ${error.message}`, retryAt: null }, clock.now());
    logger.error('mail cannot render, failed for good', {
      mailId: mail.id,
      template: mail.template,
      error: withoutAddresses(error.message),
    });
  }

  async function deliver(mail: MailRow): Promise<boolean> {
    if (await cancelIfUnsubscribed(db, mail, clock.now())) {
      logger.info('mail cancelled: its subscriber unsubscribed', { mailId: mail.id, template: mail.template });
      return false;
    }
    try {
      // The link token lives in its own column until the mail is final (docs/decisions.md §73).
      const data = JSON.parse(withLinkToken(mail.data, mail.link_token)) as Record<string, unknown>;
      const rendered = await render(mail.template, data, mail.locale);
      const { response } = await transport.send({
        messageId: mail.message_id,
        from: config.MAIL_FROM,
        to: mail.recipient,
        replyTo: mail.reply_to ?? undefined,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers: rendered.headers,
        attachments: rendered.attachments,
      });
      await markSent(db, mail.id, response, clock.now());
      return true;
    } catch (error) {
      if (error instanceof MailRenderError) {
        await unrenderable(mail, error);
        return false;
      }
      const failure = transportError(error);
      const now = clock.now();
      const retryAt = nextAttemptAt({
        responseCode: failure.responseCode,
        attempts: mail.attempts,
        // A resent mail's window starts at its resend (docs/decisions.md §147).
        createdAt: new Date(mail.requeued_at ?? mail.created_at),
        now,
        baseMs: config.MAIL_RETRY_BASE_MS,
      });
      await markFailed(db, mail.id, { response: failure.message, retryAt }, now);
      // The mail log keeps the server's whole answer; the log line, read by whoever runs the
      // host, has the address it often quotes taken out (server logs hold no addresses).
      const fields = {
        mailId: mail.id,
        template: mail.template,
        error: withoutAddresses(failure.message),
        retryAt: retryAt?.toISOString(),
      };
      if (retryAt) logger.warn('mail delivery failed, will retry', fields);
      else logger.error('mail delivery failed for good', fields);
      return false;
    }
  }

  return async () => {
    let sent = 0;
    for (;;) {
      const claimed = await claimDueMails(db, clock.now(), MAIL_LEASE_MS, BATCH);
      for (const mail of claimed) if (await deliver(mail)) sent += 1;
      // Only a round that claimed nothing ends the run: a short round may mean another sender
      // took the rest of the batch, not that no mail is due.
      if (claimed.length === 0) return sent;
    }
  };
}

export function startMailSender(deps: MailSenderDeps): MailSender {
  const run = mailSenderRun(deps);
  const leadership = deps.leadership ?? soleLeadership;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // A failure that lasts (the database away) is logged when it starts, not every run.
  let failing: string | undefined;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      if (await leadership.holds(MAIL_SENDER_JOB)) await run();
    })().then(
      () => {
        failing = undefined;
      },
      (error: unknown) => {
        const message = withoutAddresses(error instanceof Error ? error.message : String(error));
        if (message !== failing) deps.logger.error('mail sender failed', { error: message });
        failing = message;
      },
    );
    void running.finally(() => {
      running = undefined;
      if (again) {
        again = false;
        tick();
      }
    });
  };
  const timer = setInterval(tick, deps.config.MAIL_POLL_INTERVAL_MS);
  timer.unref();
  tick();
  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
      deps.transport.close();
    },
  };
}
