/**
 * The mail outbox (docs/decisions.md §67). A mail is queued in the same transaction as what
 * causes it, so it exists exactly when that thing does; the sender then claims it ('sending',
 * with a lease) before speaking to the mail server, and marks it sent or failed afterwards.
 * A claim whose lease ran out means the claiming process died mid-send: the mail is claimed
 * again and sent with the same Message-ID.
 *
 * @example await db.transaction().execute(async (trx) => { …; await enqueueMail(trx, mail, now); });
 */
import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { asciiLower, asciiLowerCase } from '#api/db/ascii-lower.ts';
import type { Database, MailAttemptRow, MailRow } from '#api/db/schema.ts';
import { isMailAddress } from '#api/mail/address.ts';
import { type NewestFirstPage, newestFirstPage, type PagePosition } from './newest-first-page.ts';

export const MAIL_CATEGORIES = ['transactional', 'marketing', 'notification', 'alert'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** The longest answer or error kept per attempt (the columns are varchar(1000)). */
const RESPONSE_CHARS = 1000;

export interface NewMail {
  /** Name of the template that renders the mail. */
  template: string;
  category: MailCategory;
  recipient: string;
  replyTo?: string | undefined;
  locale: string;
  /** The template's props, stored as JSON. */
  data: Record<string, unknown>;
  /** The lead the mail is about, for the back office. */
  leadId?: number | undefined;
  /** The subscription a subscriber's mail goes to: unsubscribing cancels it while queued. */
  subscriptionId?: number | undefined;
  /**
   * The plain token of the mail's one link, whose URL `data` holds with the placeholder of
   * ../mail/link-tokens.ts; kept only until the mail is final (docs/decisions.md §73).
   */
  linkToken?: string | undefined;
  /**
   * The mailbox of an address a visitor typed, as `claimVisitorMail` answered it: the mail then
   * counts towards that mailbox's daily cap (docs/decisions.md §86).
   */
  visitorKey?: string | undefined;
  /** The domain of MAIL_FROM: Message-IDs are `<uuid@domain>`. */
  domain: string;
}

/** A mail the outbox refuses: the message says which field and why. */
export class InvalidMailError extends Error {
  override name = 'InvalidMailError';
}

function check(mail: NewMail): void {
  if (!isMailAddress(mail.recipient)) throw new InvalidMailError(`recipient is not a mail address: ${mail.recipient}`);
  if (mail.replyTo !== undefined && !isMailAddress(mail.replyTo)) {
    throw new InvalidMailError(`replyTo is not a mail address: ${mail.replyTo}`);
  }
  if (!/^[a-z0-9][a-z0-9-]{0,79}$/.test(mail.template))
    throw new InvalidMailError('template must be a short kebab-case name');
  if (!MAIL_CATEGORIES.includes(mail.category)) throw new InvalidMailError(`unknown category: ${mail.category}`);
  if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(mail.locale)) throw new InvalidMailError(`locale must look like de or de-CH`);
  if (!/^[a-z0-9.-]{1,253}$/i.test(mail.domain)) throw new InvalidMailError(`not a domain: ${mail.domain}`);
}

/** Queues a mail to send now; answers its id and Message-ID. Throws InvalidMailError for bad input. */
export async function enqueueMail(
  db: Kysely<Database>,
  mail: NewMail,
  now: Date,
): Promise<{ id: number; messageId: string }> {
  check(mail);
  const messageId = `<${randomUUID()}@${mail.domain.toLowerCase()}>`;
  const time = now.toISOString();
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      message_id: messageId,
      template: mail.template,
      category: mail.category,
      recipient: mail.recipient,
      reply_to: mail.replyTo ?? null,
      locale: mail.locale,
      data: JSON.stringify(mail.data),
      status: 'queued',
      next_attempt_at: time,
      lead_id: mail.leadId ?? null,
      subscription_id: mail.subscriptionId ?? null,
      link_token: mail.linkToken ?? null,
      visitor_key: mail.visitorKey ?? null,
      created_at: time,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, messageId };
}

/**
 * Claims up to `limit` mails that are due: queued ones whose time has come, and ones left in
 * 'sending' by a process whose lease ran out. Each row is taken by an UPDATE that still finds
 * it as it was read, so of several processes exactly one claims a given mail, on both engines.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<MailRow[]> {
  const time = now.toISOString();
  const claimedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const candidates = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', time)]),
        eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', time)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const claimed: MailRow[] = [];
  for (const mail of candidates) {
    const result = await db
      .updateTable('mail_outbox')
      .set({ status: 'sending', claimed_until: claimedUntil })
      .where('id', '=', mail.id)
      .where('status', '=', mail.status)
      .where((eb) =>
        mail.claimed_until === null ? eb('claimed_until', 'is', null) : eb('claimed_until', '=', mail.claimed_until),
      )
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) claimed.push({ ...mail, status: 'sending', claimed_until: claimedUntil });
  }
  return claimed;
}

/** Text the varchar(1000) columns take on both engines: no NUL, at most 1000 characters. */
function storable(response: string): string {
  return Array.from(response.replaceAll('\0', '')).slice(0, RESPONSE_CHARS).join('');
}

async function recordAttempt(
  db: Kysely<Database>,
  mailId: number,
  outcome: 'sent' | 'failed',
  response: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('mail_attempts')
    .values({ mail_id: mailId, attempted_at: now.toISOString(), outcome, response: storable(response) })
    .execute();
}

/**
 * The server accepted the mail: it is sent, and the attempt logs the server's answer. Its link
 * token is dropped: the mail is final (docs/decisions.md §73).
 */
export async function markSent(db: Kysely<Database>, mailId: number, response: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sent',
        sent_at: now.toISOString(),
        claimed_until: null,
        link_token: null,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', mailId)
      .execute();
    await recordAttempt(trx, mailId, 'sent', response, now);
  });
}

/**
 * The attempt failed: with `retryAt` the mail is queued again for then; without, it failed for
 * good (the server refused it, or it kept failing too long) and its link token is dropped. A
 * mail cancelled while it was being sent stays cancelled.
 */
export async function markFailed(
  db: Kysely<Database>,
  mailId: number,
  failure: { response: string; retryAt: Date | null },
  now: Date,
): Promise<void> {
  const error = storable(failure.response);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: failure.retryAt ? 'queued' : 'failed',
        ...(failure.retryAt ? { next_attempt_at: failure.retryAt.toISOString() } : { link_token: null }),
        claimed_until: null,
        last_error: error,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', mailId)
      .where('status', '<>', 'cancelled')
      .execute();
    await recordAttempt(trx, mailId, 'failed', error, now);
  });
}

/**
 * Cancels the subscriber mails of one subscription that are not sent yet (queued, or being
 * sent: one that succeeds still ends 'sent'), when its subscriber unsubscribes
 * (docs/decisions.md §74). Transactional mails, a confirmation among them, stay. Answers how
 * many were cancelled.
 */
export async function cancelSubscriptionMails(
  db: Kysely<Database>,
  subscriptionId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'cancelled',
      claimed_until: null,
      link_token: null,
      last_error: `cancelled at ${now.toISOString()}: the subscriber unsubscribed`,
    })
    .where('subscription_id', '=', subscriptionId)
    .where('status', 'in', ['queued', 'sending'])
    .where('category', '<>', 'transactional')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Cancels a claimed subscriber mail (not transactional) whose subscription is no longer
 * confirmed, instead of sending it: the sender asks just before it sends, so mail a withdrawal
 * could not cancel while it was being queued still never goes out (docs/decisions.md §87).
 * Answers whether it cancelled the mail.
 */
export async function cancelIfUnsubscribed(db: Kysely<Database>, mail: MailRow, now: Date): Promise<boolean> {
  const subscriptionId = mail.subscription_id;
  if (subscriptionId === null || mail.category === 'transactional') return false;
  const result = await db
    .updateTable('mail_outbox')
    .set({
      status: 'cancelled',
      claimed_until: null,
      link_token: null,
      last_error: `cancelled at ${now.toISOString()}: the subscription is no longer confirmed`,
    })
    .where('id', '=', mail.id)
    .where('status', '=', 'sending')
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('mail_subscriptions')
            .select('id')
            .where('id', '=', subscriptionId)
            .where('state', '=', 'confirmed'),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** One mail, or undefined. */
export async function findMail(db: Kysely<Database>, mailId: number): Promise<MailRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', mailId).executeTakeFirst();
}

/** The mails about one lead, oldest first (for the back office). */
export async function listMailsOfLead(db: Kysely<Database>, leadId: number): Promise<MailRow[]> {
  return db.selectFrom('mail_outbox').selectAll().where('lead_id', '=', leadId).orderBy('id').execute();
}

/** The attempts to deliver one mail, oldest first. */
export async function listMailAttempts(db: Kysely<Database>, mailId: number): Promise<MailAttemptRow[]> {
  return db.selectFrom('mail_attempts').selectAll().where('mail_id', '=', mailId).orderBy('id').execute();
}

/** What the back office filters the outbox by (docs/back-office.md#mail). */
export interface MailFilter {
  status?: string | undefined;
  template?: string | undefined;
  /** Part of the recipient address, in any case. */
  recipient?: string | undefined;
}

/** `text` as a LIKE pattern that matches it literally anywhere, a backslash escaping the wildcards. */
function containing(text: string): string {
  return `%${asciiLowerCase(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of the outbox, newest first by id (the order mails were queued), each page starting
 * below the last id of the one before, so a mail queued while an administrator pages never
 * shifts a page.
 */
export async function listMailPage(
  db: Kysely<Database>,
  filter: MailFilter,
  position: PagePosition,
): Promise<NewestFirstPage<MailRow>> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.template) query = query.where('template', '=', filter.template);
  // Lowered on both sides (addresses are ASCII): LIKE ignores case on SQLite only. ESCAPE is
  // spelled out for both.
  if (filter.recipient)
    query = query.where(sql<boolean>`${asciiLower(db, 'recipient')} like ${containing(filter.recipient)} escape '\\'`);
  return newestFirstPage(query, position);
}

/**
 * Queues a failed mail again, as it is, to send now (docs/decisions.md §147): same Message-ID,
 * attempts counted afresh, its retry window starting now (`requeued_at`). Only a mail still
 * failed is taken, so of two resends at once one queues it and the other finds it queued.
 * Answers whether it queued the mail.
 */
export async function requeueFailedMail(db: Kysely<Database>, mailId: number, now: Date): Promise<boolean> {
  const time = now.toISOString();
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'queued', attempts: 0, next_attempt_at: time, requeued_at: time, claimed_until: null })
    .where('id', '=', mailId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
