/**
 * Deletes what the retention periods no longer allow us to keep (docs/product.md#retention: contact inquiries
 * 24 months, analytics 26 months; Privacy Policy: contact enquiries 24 months after the last
 * exchange), and login sessions past their expiry. The server runs it at start and hourly.
 *
 * @example const purge = startRetentionPurge(deps); purge.stop();
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/schema.ts';
import { deleteExpiredSessions } from '../repositories/sessions.ts';

export const CONTACT_RETENTION_MONTHS = 24;
export const ANALYTICS_RETENTION_MONTHS = 26;
export const PURGE_INTERVAL_MS = 60 * 60_000;

export interface PurgeResult {
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
  const contactCutoff = monthsBefore(now, CONTACT_RETENTION_MONTHS).toISOString();
  const analyticsCutoff = monthsBefore(now, ANALYTICS_RETENTION_MONTHS).toISOString();
  const { contactLeads, leadSubmissions } = await db.transaction().execute(async (trx) => {
    // A lead's updated_at is its last exchange: a newer message keeps the whole inquiry.
    const expired = trx
      .selectFrom('leads')
      .select('id')
      .where('kind', '=', 'contact')
      .where('updated_at', '<', contactCutoff);
    const submissions = await trx.deleteFrom('lead_submissions').where('lead_id', 'in', expired).executeTakeFirst();
    const leads = await trx
      .deleteFrom('leads')
      .where('kind', '=', 'contact')
      .where('updated_at', '<', contactCutoff)
      .executeTakeFirst();
    return { contactLeads: Number(leads.numDeletedRows), leadSubmissions: Number(submissions.numDeletedRows) };
  });
  const events = await db.deleteFrom('analytics_events').where('created_at', '<', analyticsCutoff).executeTakeFirst();
  const sessions = await deleteExpiredSessions(db, now);
  return { contactLeads, leadSubmissions, analyticsEvents: Number(events.numDeletedRows), sessions };
}

/** Purges now and then every hour; the timer never keeps the process alive. */
export function startRetentionPurge({ db, clock, logger }: Pick<AppDeps, 'db' | 'clock' | 'logger'>): {
  stop(): void;
} {
  const run = () =>
    purgeExpiredData(db, clock.now()).then(
      (result) => {
        if (Object.values(result).some((count) => count > 0)) logger.info('retention purge', { ...result });
      },
      (error: unknown) => logger.error('retention purge failed', { error: String(error) }),
    );
  void run();
  const timer = setInterval(run, PURGE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
