/**
 * The purger of every kind of personal data the data map says the purge deletes
 * (`enforcedBy: purge` in content/data-map.yaml, docs/privacy.md#retention): kind id → what
 * deletes it. A purger never holds a period: it gets its kind's cutoff, which the map's period
 * sets, so the map is the one place a period is written (docs/decisions.md §201). A purger says
 * which retention it expects: `period` (days, months or years after something), or `until`
 * something ends that the rows themselves record (an expiry, a window's end).
 *
 * A few rows go sooner than their kind's period, for how a feature works rather than for how
 * long we may keep them; those rules stay beside their purger (docs/decisions.md §202).
 *
 * @example const purger = PURGERS[kind.id]; // { retention: 'period', purge(db, cutoff, window) }
 */
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { purgeSpentAccountTokens } from '#api/repositories/account-tokens.ts';
import { deleteAnalyticsEventsBefore } from '#api/repositories/analytics-events.ts';
import { deleteAuditEntriesBefore } from '#api/repositories/audit-log.ts';
import { deleteConsentRecordsBefore } from '#api/repositories/consent-retention.ts';
import { deleteDevicesNotSeenSince } from '#api/repositories/known-devices.ts';
import { deleteInactiveLeads } from '#api/repositories/lead-retention.ts';
import { deleteFinalMailsQueuedBefore } from '#api/repositories/mail-retention.ts';
import {
  deleteAnsweredPrivacyRequests,
  deleteUnconfirmedPrivacyRequests,
} from '#api/repositories/privacy-request-retention.ts';
import { deleteEndedRateCounters } from '#api/repositories/rate-limit-retention.ts';
import { deleteSecurityEventsBefore } from '#api/repositories/security-log.ts';
import { deleteExpiredSessions } from '#api/repositories/sessions.ts';
import { deleteExpiredCeremonies } from '#api/repositories/sign-in-ceremonies.ts';
import {
  deleteConfirmTokensExpiredBefore,
  deleteLapsedSubscriptions,
  deleteSubscriptionAddressesRequestedBefore,
} from '#api/repositories/subscription-retention.ts';
import { deleteUnacceptedInvitationsExpiredBefore } from '#api/repositories/viewer-invitations.ts';

/** The moment of one purge, and the cutoff of every kind the map gives a period. */
export interface PurgeWindow {
  now: Date;
  /** Data of kind `id` written (or last active) before this is past its period. */
  cutoffOf(id: string): Date;
}

/** Rows deleted, by what they were: `{ leads: 2, submissions: 3, mails: 4 }`. */
export type PurgeCounts = Record<string, number>;

/**
 * A kind kept for a period gets its cutoff; a kind kept `until` something ends gets the time,
 * since its rows record their own end.
 */
export type Purger =
  | { retention: 'period'; purge(db: Kysely<Database>, cutoff: Date, window: PurgeWindow): Promise<PurgeCounts> }
  | { retention: 'until'; purge(db: Kysely<Database>, now: Date): Promise<PurgeCounts> };

const DAY_MS = 86_400_000;
/** How long a used or expired confirm link still shows "confirmed" to a confirmed subscriber (§85). */
const EXPIRED_CONFIRM_LINK_DAYS = 7;
/** The daily cap looks back 24 hours; the address row only serialises requests (§85). */
const SUBSCRIPTION_ADDRESS_DAYS = 2;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
/** The later of two cutoffs: a row kept shorter for how its feature works never outlives its kind's period. */
const laterOf = (a: Date, b: Date) => (a > b ? a : b);

const period = (purge: (db: Kysely<Database>, cutoff: Date, window: PurgeWindow) => Promise<PurgeCounts>): Purger => ({
  retention: 'period',
  purge,
});
const until = (purge: (db: Kysely<Database>, now: Date) => Promise<PurgeCounts>): Purger => ({
  retention: 'until',
  purge,
});

/** Leads of one kind go after their last activity, unless they became clients (§200). */
const leads = (kind: LeadKind) => period(async (db, cutoff) => ({ ...(await deleteInactiveLeads(db, kind, cutoff)) }));

/**
 * Pending or withdrawn subscriptions. A withdrawn one asked for again holds a live confirmation
 * link and waits like a pending one, so both read the unconfirmed kind's cutoff (§85).
 */
const subscriptions = (state: 'pending' | 'withdrawn') =>
  period(async (db, _cutoff, window) => {
    const cutoffs = {
      lastRequestBefore: window.cutoffOf('subscriptions-unconfirmed'),
      withdrawnBefore: window.cutoffOf('subscriptions-withdrawn'),
    };
    const { pending, withdrawn, ...rest } = await deleteLapsedSubscriptions(db, cutoffs, [state]);
    return { subscriptions: state === 'pending' ? pending : withdrawn, ...rest };
  });

/** Every purger, by the id of the kind it deletes. */
export const PURGERS: Readonly<Record<string, Purger>> = {
  'lead-waitlist': leads('waitlist'),
  'lead-plan': leads('plan'),
  'lead-one-pager': leads('one-pager'),
  'lead-demo': leads('demo'),
  'lead-contact': leads('contact'),
  'lead-design-partner': leads('design-partner'),
  'subscriptions-unconfirmed': period(async (db, cutoff, window) => ({
    ...(await subscriptions('pending').purge(db, cutoff, window)),
    expiredConfirmLinks: await deleteConfirmTokensExpiredBefore(
      db,
      laterOf(cutoff, daysBefore(window.now, EXPIRED_CONFIRM_LINK_DAYS)),
    ),
    addresses: await deleteSubscriptionAddressesRequestedBefore(
      db,
      laterOf(cutoff, daysBefore(window.now, SUBSCRIPTION_ADDRESS_DAYS)),
    ),
  })),
  'subscriptions-withdrawn': subscriptions('withdrawn'),
  'mail-log': period(async (db, cutoff) => ({ mails: await deleteFinalMailsQueuedBefore(db, cutoff) })),
  sessions: until(async (db, now) => ({
    sessions: await deleteExpiredSessions(db, now),
    signInCeremonies: await deleteExpiredCeremonies(db, now),
  })),
  'account-links': period(async (db, cutoff) => ({ tokens: await purgeSpentAccountTokens(db, cutoff) })),
  'security-log': period(async (db, cutoff) => ({ events: await deleteSecurityEventsBefore(db, cutoff) })),
  'known-browsers': period(async (db, cutoff) => ({ browsers: await deleteDevicesNotSeenSince(db, cutoff) })),
  'viewer-invitations': period(async (db, cutoff) => ({
    invitations: await deleteUnacceptedInvitationsExpiredBefore(db, cutoff),
  })),
  'audit-log': period(async (db, cutoff) => ({ entries: await deleteAuditEntriesBefore(db, cutoff) })),
  'privacy-requests': period(async (db, cutoff) => ({ requests: await deleteAnsweredPrivacyRequests(db, cutoff) })),
  'privacy-requests-unconfirmed': period(async (db, cutoff) => ({
    requests: await deleteUnconfirmedPrivacyRequests(db, cutoff),
  })),
  'cookie-consents': period(async (db, cutoff) => ({ choices: await deleteConsentRecordsBefore(db, cutoff) })),
  analytics: period(async (db, cutoff) => ({ events: await deleteAnalyticsEventsBefore(db, cutoff) })),
  'rate-limits': until(async (db, now) => ({ counters: await deleteEndedRateCounters(db, now) })),
};
