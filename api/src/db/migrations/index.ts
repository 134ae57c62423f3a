/**
 * Every migration, in order; the same list runs on SQLite and on PostgreSQL. Add a new file
 * named `YYYY-MM-DDTHHMM-what.ts` with `up` and `down` written against `Kysely<any>` (never
 * importing application code, using only types both engines read alike, and ./columns.ts
 * where they spell a column differently), then list it here.
 */
import type { Migration } from 'kysely/migration';
import * as analyticsEvents from './2026-11-22T0100-analytics-events.ts';
import * as healthAndIncidents from './2026-11-22T0200-health-and-incidents.ts';
import * as leads from './2026-11-22T0300-leads.ts';
import * as accountsAndTrading from './2026-11-22T0400-accounts-and-trading.ts';
import * as rateLimitCounters from './2026-11-22T0500-rate-limit-counters.ts';
import * as mail from './2026-11-22T0600-mail.ts';
import * as subscriptions from './2026-11-22T0700-subscriptions.ts';
import * as visitorMailCap from './2026-11-22T0800-visitor-mail-cap.ts';
import * as signIn from './2026-11-22T0900-sign-in.ts';
import * as backOffice from './2026-11-23T0100-back-office.ts';
import * as partnerDecisions from './2026-11-23T0200-partner-decisions.ts';
import * as mailResend from './2026-11-23T0300-mail-resend.ts';
import * as demoBooking from './2026-11-23T0500-demo-booking.ts';
import * as viewerInvitations from './2026-11-23T0600-viewer-invitations.ts';
import * as leadInbox from './2026-11-23T0700-lead-inbox.ts';
import * as searchKeys from './2026-11-23T0900-search-keys.ts';
import * as privacy from './2026-11-24T0100-privacy.ts';
import * as leadSearchHistory from './2026-11-24T0400-lead-search-history.ts';
import * as statusCoverage from './2026-11-25T0100-status-coverage.ts';
import * as monitoredServices from './2026-11-25T0200-monitored-services.ts';
import * as locales from './2026-11-26T0100-locales.ts';

export const migrations: Record<string, Migration> = {
  '2026-11-22T0100-analytics-events': analyticsEvents,
  '2026-11-22T0200-health-and-incidents': healthAndIncidents,
  '2026-11-22T0300-leads': leads,
  '2026-11-22T0400-accounts-and-trading': accountsAndTrading,
  '2026-11-22T0500-rate-limit-counters': rateLimitCounters,
  '2026-11-22T0600-mail': mail,
  '2026-11-22T0700-subscriptions': subscriptions,
  '2026-11-22T0800-visitor-mail-cap': visitorMailCap,
  '2026-11-22T0900-sign-in': signIn,
  '2026-11-23T0100-back-office': backOffice,
  '2026-11-23T0200-partner-decisions': partnerDecisions,
  '2026-11-23T0300-mail-resend': mailResend,
  '2026-11-23T0500-demo-booking': demoBooking,
  '2026-11-23T0600-viewer-invitations': viewerInvitations,
  '2026-11-23T0700-lead-inbox': leadInbox,
  '2026-11-23T0900-search-keys': searchKeys,
  '2026-11-24T0100-privacy': privacy,
  '2026-11-24T0400-lead-search-history': leadSearchHistory,
  '2026-11-25T0100-status-coverage': statusCoverage,
  '2026-11-25T0200-monitored-services': monitoredServices,
  '2026-11-26T0100-locales': locales,
};
