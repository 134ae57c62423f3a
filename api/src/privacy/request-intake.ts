/**
 * How privacy requests come in (docs/privacy.md#requests):
 *
 * - from the web form: a request waits `unconfirmed` until the link mailed to the address is
 *   followed, since only someone who reads the mailbox may see or erase its data. At most
 *   PRIVACY_REQUESTS_PER_DAY requests a mailbox are taken in any 24 hours; past that, nothing is
 *   stored and the form answers alike. This cap is the link mail's own: the daily cap of mail
 *   that the other forms can make us send (../repositories/visitor-mail-cap.ts) neither counts
 *   nor stops it, so no one can use up a person's mails with lead forms and keep their request
 *   from reaching them (docs/decisions.md §226).
 * - through the link: the first POST confirms (open, due 30 days later) and the product answers
 *   at once (./request-answer.ts); later ones, until the link expires, show the answer.
 * - recorded by an administrator for a request that came by email or post, once they checked
 *   who sent it: open, due 30 days after the day it arrived.
 *
 * @example const outcome = await db.transaction().execute((trx) => requestByWeb(trx, { email, kind: 'access' }, settings, now));
 */
import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import {
  PRIVACY_REQUEST_DUE_DAYS,
  type PrivacyRequestKind,
  type StaffPrivacyRequestInput,
} from '@alpora/shared/schemas/privacy-requests';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '#api/db/migrations/columns.ts';
import type { Database, PrivacyRequestRow } from '#api/db/schema.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';
import { enqueueMail } from '#api/repositories/mail-outbox.ts';
import {
  countWebRequestsSince,
  findPrivacyRequestByTokenHash,
  insertPrivacyRequest,
  updatePrivacyRequest,
} from '#api/repositories/privacy-requests.ts';
import { mailbox } from './address-match.ts';
import { privacyLinkExpiry, privacyLinkUrl } from './privacy-link.ts';
import { answerPrivacyRequest, type PrivacyMailSettings } from './request-answer.ts';
import { dueDateFrom } from './request-views.ts';

/** Web requests one mailbox may make in any 24 hours; each mails a link. */
export const PRIVACY_REQUESTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a web request led to: for the server's log and the tests; the form's answer is one. */
export type WebRequestOutcome = 'confirmation-queued' | 'capped' | 'unreachable';

/**
 * Holds the mailbox's web requests until `trx` ends. SQLite runs one write transaction at a
 * time already; on PostgreSQL a transaction-level advisory lock on the mailbox key, in the
 * two-key space, which the jobs' leadership locks (one key) never share.
 */
async function lockMailboxRequests(trx: Kysely<Database>, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext('privacy-request'), hashtext(current_schema() || ':' || ${key}))`.execute(
    trx,
  );
}

export async function requestByWeb(
  trx: Kysely<Database>,
  request: { email: string; kind: PrivacyRequestKind; locale: Locale },
  settings: PrivacyMailSettings,
  now: Date,
): Promise<WebRequestOutcome> {
  if (!isMailAddress(request.email)) return 'unreachable';
  const box = mailbox(request.email);
  // The mailbox's lock first: two requests at once count each other.
  await lockMailboxRequests(trx, box.key);
  if ((await countWebRequestsSince(trx, box.key, new Date(now.getTime() - DAY_MS))) >= PRIVACY_REQUESTS_PER_DAY) {
    return 'capped';
  }
  const token = newLinkToken();
  await insertPrivacyRequest(trx, {
    id: randomUUID(),
    kind: request.kind,
    channel: 'web',
    status: 'unconfirmed',
    email: request.email,
    email_key: box.key,
    token_hash: linkTokenHash(token),
    token_expires_at: privacyLinkExpiry(now).toISOString(),
    received_at: now.toISOString(),
    confirmed_at: null,
    due_at: null,
    note: null,
    locale: request.locale,
  });
  await enqueueMail(
    trx,
    {
      template: 'privacy-request-confirm',
      category: 'transactional',
      recipient: request.email,
      locale: request.locale,
      data: { kind: request.kind, confirmUrl: privacyLinkUrl(settings.siteUrl, request.locale) },
      linkToken: token,
      domain: settings.domain,
    },
    now,
  );
  return 'confirmation-queued';
}

/** Why a link does nothing: no request has it, or its time is over. */
export type LinkRefusal = 'unknown' | 'expired';

/** The request of a link that is still valid, or why it is not. */
export async function requestOfLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<PrivacyRequestRow | LinkRefusal> {
  if (!isLinkTokenShaped(token)) return 'unknown';
  const row = await findPrivacyRequestByTokenHash(db, linkTokenHash(token));
  if (!row) return 'unknown';
  if (row.token_expires_at === null || row.token_expires_at <= now.toISOString()) return 'expired';
  return row;
}

/**
 * Follows a request's link: confirms an unconfirmed request and answers it, all in `trx`;
 * answers the request as it now is, or why the link does nothing.
 */
export async function confirmByLink(
  trx: Kysely<Database>,
  token: string,
  settings: PrivacyMailSettings,
  now: Date,
): Promise<PrivacyRequestRow | LinkRefusal> {
  const row = await requestOfLink(trx, token, now);
  if (typeof row === 'string' || row.status !== 'unconfirmed') return row;
  const confirmed = await updatePrivacyRequest(trx, row.id, 'unconfirmed', {
    status: 'open',
    confirmed_at: now.toISOString(),
    due_at: dueDateFrom(now, PRIVACY_REQUEST_DUE_DAYS).toISOString(),
  });
  // Confirmed a moment ago by the same link in another tab: show it as it is.
  if (!confirmed) return (await requestOfLink(trx, token, now)) as PrivacyRequestRow;
  return answerPrivacyRequest(trx, confirmed, { answerer: null, settings, linkToken: token }, now);
}

/** A day (YYYY-MM-DD) that is a real date, at its start in UTC; undefined for 2026-02-31. */
export function dayStart(day: string): Date | undefined {
  const start = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day ? undefined : start;
}

/** Records a request that came by email or post; `receivedOn` is checked by the caller. */
export function recordStaffRequest(
  trx: Kysely<Database>,
  input: Required<Pick<StaffPrivacyRequestInput, 'email' | 'kind' | 'channel'>> & {
    note?: string | undefined;
    locale?: Locale | undefined;
  },
  receivedAt: Date,
): Promise<PrivacyRequestRow> {
  return insertPrivacyRequest(trx, {
    id: randomUUID(),
    kind: input.kind,
    channel: input.channel,
    status: 'open',
    email: input.email,
    email_key: mailbox(input.email).key,
    token_hash: null,
    token_expires_at: null,
    received_at: receivedAt.toISOString(),
    confirmed_at: null,
    due_at: dueDateFrom(receivedAt, PRIVACY_REQUEST_DUE_DAYS).toISOString(),
    note: input.note ? input.note : null,
    locale: input.locale ?? DEFAULT_LOCALE,
  });
}
