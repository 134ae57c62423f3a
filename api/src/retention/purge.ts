/**
 * Deletes what the retention periods no longer allow us to keep (docs/product.md#retention:
 * contact inquiries 24 months after the last exchange, analytics 26 months), and login sessions
 * past their expiry. The server runs it at start and hourly; when several processes share the
 * database, only the one that leads 'retention-purge' does (docs/decisions.md §62).
 *
 * @example const purge = startRetentionPurge(deps); await purge.stop();
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '#api/app-deps.ts';
import { type Leadership, soleLeadership } from '#api/db/leadership.ts';
import type { Database } from '#api/db/schema.ts';
import { deleteAnalyticsEventsBefore } from '#api/repositories/analytics-events.ts';
import { deleteLeadsUntouchedSince } from '#api/repositories/leads.ts';
import { deleteExpiredSessions } from '#api/repositories/sessions.ts';

const CONTACT_RETENTION_MONTHS = 24;
const ANALYTICS_RETENTION_MONTHS = 26;
export const PURGE_INTERVAL_MS = 60 * 60_000;
/** The job's name for leadership. */
export const RETENTION_PURGE_JOB = 'retention-purge';

interface PurgeResult {
  contactLeads: number;
  leadSubmissions: number;
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

export async function purgeExpiredData(db: Kysely<Database>, now: Date): Promise<PurgeResult> {
  const contact = await deleteLeadsUntouchedSince(db, 'contact', monthsBefore(now, CONTACT_RETENTION_MONTHS));
  return {
    contactLeads: contact.leads,
    leadSubmissions: contact.submissions,
    analyticsEvents: await deleteAnalyticsEventsBefore(db, monthsBefore(now, ANALYTICS_RETENTION_MONTHS)),
    sessions: await deleteExpiredSessions(db, now),
  };
}

/** Purges now and then every hour; the timer never keeps the process alive. */
export function startRetentionPurge({
  db,
  clock,
  logger,
  leadership = soleLeadership,
}: Pick<AppDeps, 'db' | 'clock' | 'logger'> & { leadership?: Leadership }): {
  /** Stops the timer and waits for a purge in progress, so the database can close after it. */
  stop(): Promise<void>;
} {
  const purgeIfLeading = async () => {
    try {
      if (!(await leadership.holds(RETENTION_PURGE_JOB))) return;
      const result = await purgeExpiredData(db, clock.now());
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
