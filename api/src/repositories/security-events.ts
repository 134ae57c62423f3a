/**
 * The owner's security log (docs/security.md): every sign-in (its method, success or failure),
 * new sessions, and every change to how an account signs in. The owner reads their own on
 * /account; entries are never shown to anyone else.
 *
 * @example await recordSecurityEvent(db, { userId, kind: 'sign-in', outcome: 'success', method: 'passkey', device }, now);
 */
import type { Kysely } from 'kysely';
import type { RequestDevice } from '#api/auth/request-device.ts';
import type { Database, SecurityEventRow } from '#api/db/schema.ts';

export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'sign-out',
  'sessions-ended',
  'password-changed',
  'password-reset-requested',
  'password-reset',
  'email-verified',
  'registration-attempt',
  'totp-enabled',
  'totp-disabled',
  'recovery-codes-created',
  'recovery-code-used',
  'passkey-added',
  'passkey-renamed',
  'passkey-removed',
  'sso-linked',
  'role-changed',
  'account-suspended',
  'account-reinstated',
  // A client's viewers (docs/back-office.md#roles) are in the client's own log.
  'viewer-invited',
  'viewer-joined',
  'viewer-removed',
  'account-set-up',
  'language-changed',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export interface NewSecurityEvent {
  userId: string;
  kind: SecurityEventKind;
  outcome: 'success' | 'failure';
  method?: string | undefined;
  /** A short, non-secret detail: a passkey's name, the reason of a failure. */
  detail?: string | undefined;
  device: RequestDevice;
}

export async function recordSecurityEvent(db: Kysely<Database>, event: NewSecurityEvent, now: Date): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      user_id: event.userId,
      kind: event.kind,
      outcome: event.outcome,
      method: event.method ?? null,
      detail: event.detail?.slice(0, 200) ?? null,
      user_agent: event.device.userAgent,
      address_hint: event.device.addressHint,
      created_at: now.toISOString(),
    })
    .execute();
}

/** How many entries of `kind` the owner's log got after `since`: what a limit on that action counts. */
export async function countSecurityEventsSince(
  db: Kysely<Database>,
  userId: string,
  kind: SecurityEventKind,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('security_events')
    .select(db.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The newest entries of one owner's log first. */
export function listSecurityEvents(db: Kysely<Database>, userId: string, limit = 50): Promise<SecurityEventRow[]> {
  return db
    .selectFrom('security_events')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
