/**
 * Deletes what the retention periods no longer allow us to keep (docs/product.md#retention:
 * contact inquiries 24 months after the last exchange, with the mails about them; analytics
 * 26 months; sent and failed mails MAIL_RETENTION_DAYS after they were queued, docs/decisions.md
 * §82), and login sessions past their expiry. The server runs it at start and hourly; when
 * several processes share the database, only the one that leads 'retention-purge' does
 * (docs/decisions.md §62).
 *
 * @example const purge = startRetentionPurge(deps); await purge.stop();
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '#api/app-deps.ts';
import type { Config } from '#api/config.ts';
import { type Leadership, soleLeadership } from '#api/db/leadership.ts';
import type { Database } from '#api/db/schema.ts';
import { deleteAnalyticsEventsBefore } from '#api/repositories/analytics-events.ts';
import { deleteLeadsUntouchedSince } from '#api/repositories/leads.ts';
import { deleteFinalMailsQueuedBefore } from '#api/repositories/mail-retention.ts';
import { deleteExpiredSessions } from '#api/repositories/sessions.ts';

const CONTACT_RETENTION_MONTHS = 24;
const ANALYTICS_RETENTION_MONTHS = 26;
const DAY_MS = 86_400_000;
export const PURGE_INTERVAL_MS = 60 * 60_000;
/** The job's name for leadership. */
export const RETENTION_PURGE_JOB = 'retention-purge';

interface PurgeResult {
  contactLeads: number;
  leadSubmissions: number;
  /** Mails about the deleted contact leads. */
  leadMails: number;
  /** Sent and failed mails past MAIL_RETENTION_DAYS. */
  finalMails: number;
  analyticsEvents: number;
  sessions: number;
}

/** The same day and time `months` calendar months earlier (UTC), the 31st falling back to the month's last day. */
export function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return target;
}

type PurgeConfig = Pick<Config, 'MAIL_RETENTION_DAYS'>;

export async function purgeExpiredData(db: Kysely<Database>, now: Date, config: PurgeConfig): Promise<PurgeResult> {
  const contact = await deleteLeadsUntouchedSince(db, 'contact', monthsBefore(now, CONTACT_RETENTION_MONTHS));
  return {
    contactLeads: contact.leads,
    leadSubmissions: contact.submissions,
    leadMails: contact.mails,
    finalMails: await deleteFinalMailsQueuedBefore(db, new Date(now.getTime() - config.MAIL_RETENTION_DAYS * DAY_MS)),
    analyticsEvents: await deleteAnalyticsEventsBefore(db, monthsBefore(now, ANALYTICS_RETENTION_MONTHS)),
    sessions: await deleteExpiredSessions(db, now),
  };
}

/** Purges now and then every hour; the timer never keeps the process alive. */
export function startRetentionPurge({
  db,
  clock,
  logger,
  config,
  leadership = soleLeadership,
}: Pick<AppDeps, 'db' | 'clock' | 'logger'> & { config: PurgeConfig; leadership?: Leadership }): {
  /** Stops the timer and waits for a purge in progress, so the database can close after it. */
  stop(): Promise<void>;
} {
  const purgeIfLeading = async () => {
    try {
      if (!(await leadership.holds(RETENTION_PURGE_JOB))) return;
      const result = await purgeExpiredData(db, clock.now(), config);
      if (Object.values(result).some((count) => count > 0)) logger.info('retention purge', { ...result });
    } catch (error) {
      logger.error('retention purge failed', { error: String(error) });
    }
  };
  // One purge at a time: a run that starts while another is going waits for it.
  let running = purgeIfLeading();
  const timer = setInterval(() => {
    running = running.then(purgeIfLeading);
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
