/**
 * Deletes what the retention periods no longer allow us to keep (docs/product.md#retention:
 * contact inquiries 24 months after the last exchange, with the mails about them; analytics
 * 26 months; sent and failed mails MAIL_RETENTION_DAYS after they were queued, docs/decisions.md
 * §82; subscriptions never confirmed 30 days after their last request, withdrawn ones 24 months
 * after the withdrawal, used and expired confirm links a week after they expired, §85), login
 * sessions and sign-in ceremonies past their expiry, the links of account mails a day after they
 * were used or expired (§92), and the security log and the browsers an owner signed in from 12
 * months after they were written or last seen (§112), the audit log's entries 24 months after
 * they were written (§159), and viewer invitations never accepted 30 days after their link
 * expired (§187). The server runs it at start and hourly; when several
 * processes share the database, only the one that leads 'retention-purge' does
 * (docs/decisions.md §62).
 *
 * @example const purge = startRetentionPurge(deps); await purge.stop();
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '#api/app-deps.ts';
import type { Config } from '#api/config.ts';
import { type Leadership, soleLeadership } from '#api/db/leadership.ts';
import type { Database } from '#api/db/schema.ts';
import { purgeSpentAccountTokens } from '#api/repositories/account-tokens.ts';
import { deleteAnalyticsEventsBefore } from '#api/repositories/analytics-events.ts';
import { deleteAuditEntriesBefore } from '#api/repositories/audit-log.ts';
import { deleteDevicesNotSeenSince } from '#api/repositories/known-devices.ts';
import { deleteLeadsUntouchedSince } from '#api/repositories/leads.ts';
import { deleteFinalMailsQueuedBefore } from '#api/repositories/mail-retention.ts';
import { deleteSecurityEventsBefore } from '#api/repositories/security-log.ts';
import { deleteExpiredSessions } from '#api/repositories/sessions.ts';
import { deleteExpiredCeremonies } from '#api/repositories/sign-in-ceremonies.ts';
import {
  deleteConfirmTokensExpiredBefore,
  deleteLapsedSubscriptions,
  deleteSubscriptionAddressesRequestedBefore,
} from '#api/repositories/subscription-retention.ts';
import { deleteUnacceptedInvitationsExpiredBefore } from '#api/repositories/viewer-invitations.ts';

const CONTACT_RETENTION_MONTHS = 24;
const ANALYTICS_RETENTION_MONTHS = 26;
/** Its links end after 7 days; the rest leaves time to look into a question about the request. */
const UNCONFIRMED_SUBSCRIPTION_DAYS = 30;
/** The record of consent and withdrawal, kept to answer for the mails we sent. */
const WITHDRAWN_SUBSCRIPTION_MONTHS = 24;
/** How long a used or expired confirm link still shows "confirmed" to a confirmed subscriber. */
const EXPIRED_CONFIRM_LINK_DAYS = 7;
/** The daily cap looks back 24 hours; the address row only serialises requests. */
const SUBSCRIPTION_ADDRESS_DAYS = 2;
/** Long enough to look back on a year of sign-ins; the privacy policy states it (§112). */
const SECURITY_LOG_MONTHS = 12;
/** A browser unused this long signs in as a new one again, with its mail. */
const KNOWN_DEVICE_MONTHS = 12;
/** Spent account links are kept a day: the hourly resend limit counts recent ones. */
const SPENT_ACCOUNT_LINK_DAYS = 1;
/**
 * Long enough to answer for two years of what staff did with people's data (a complaint, an
 * investigation, an audit); the privacy policy states it (§159).
 */
const AUDIT_LOG_MONTHS = 24;
/**
 * An invitation's link ends after 7 days; the invited address is kept 30 more, like a
 * subscription never confirmed, to look into a question about the mail (§187).
 */
const EXPIRED_INVITATION_DAYS = 30;
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
  /** Subscriptions never confirmed, 30 days after their last request. */
  pendingSubscriptions: number;
  /** Subscriptions withdrawn more than 24 months ago. */
  withdrawnSubscriptions: number;
  /** The links of those subscriptions. */
  subscriptionTokens: number;
  /** The mails sent for those subscriptions. */
  subscriptionMails: number;
  /** Confirm links of any subscription a week past their expiry. */
  expiredConfirmLinks: number;
  /** Addresses that asked for no subscription in 2 days. */
  subscriptionAddresses: number;
  analyticsEvents: number;
  sessions: number;
  /** Sign-in ceremonies past their expiry (a second step never taken, an abandoned passkey prompt). */
  signInCeremonies: number;
  /** Security log entries older than 12 months. */
  securityEvents: number;
  /** Browsers an owner has not signed in from for 12 months. */
  knownDevices: number;
  /** Verification and reset links a day past their use or expiry. */
  accountTokens: number;
  /** Audit log entries older than 24 months. */
  auditEntries: number;
  /** Viewer invitations never accepted, 30 days after their link expired. */
  expiredInvitations: number;
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
  const daysBefore = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const contact = await deleteLeadsUntouchedSince(db, 'contact', monthsBefore(now, CONTACT_RETENTION_MONTHS));
  const subscriptions = await deleteLapsedSubscriptions(db, {
    lastRequestBefore: daysBefore(UNCONFIRMED_SUBSCRIPTION_DAYS),
    withdrawnBefore: monthsBefore(now, WITHDRAWN_SUBSCRIPTION_MONTHS),
  });
  return {
    contactLeads: contact.leads,
    leadSubmissions: contact.submissions,
    leadMails: contact.mails,
    finalMails: await deleteFinalMailsQueuedBefore(db, daysBefore(config.MAIL_RETENTION_DAYS)),
    pendingSubscriptions: subscriptions.pending,
    withdrawnSubscriptions: subscriptions.withdrawn,
    subscriptionTokens: subscriptions.tokens,
    subscriptionMails: subscriptions.mails,
    expiredConfirmLinks: await deleteConfirmTokensExpiredBefore(db, daysBefore(EXPIRED_CONFIRM_LINK_DAYS)),
    subscriptionAddresses: await deleteSubscriptionAddressesRequestedBefore(db, daysBefore(SUBSCRIPTION_ADDRESS_DAYS)),
    analyticsEvents: await deleteAnalyticsEventsBefore(db, monthsBefore(now, ANALYTICS_RETENTION_MONTHS)),
    sessions: await deleteExpiredSessions(db, now),
    signInCeremonies: await deleteExpiredCeremonies(db, now),
    securityEvents: await deleteSecurityEventsBefore(db, monthsBefore(now, SECURITY_LOG_MONTHS)),
    knownDevices: await deleteDevicesNotSeenSince(db, monthsBefore(now, KNOWN_DEVICE_MONTHS)),
    accountTokens: await purgeSpentAccountTokens(db, daysBefore(SPENT_ACCOUNT_LINK_DAYS)),
    auditEntries: await deleteAuditEntriesBefore(db, monthsBefore(now, AUDIT_LOG_MONTHS)),
    expiredInvitations: await deleteUnacceptedInvitationsExpiredBefore(db, daysBefore(EXPIRED_INVITATION_DAYS)),
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
