/**
 * The audit log (docs/back-office.md#audit-log): every staff action and every staff view of a
 * person's data, with who, what, which record, when and from which address. Write the entry in
 * the transaction of the action it records, so neither exists without the other; a view is
 * recorded before its answer leaves. Staff can read (admins) but never change or delete an
 * entry; only the retention purge removes entries older than the period the privacy policy
 * states.
 *
 * An operator's command on the server (`cli.ts`) is recorded too, by `OPERATOR`.
 *
 * @example await recordAudit(trx, staffActor(c), { action: 'lead.update', subjectType: 'lead', subjectId: lead.public_id, detail: { status } }, now);
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AuthEnv } from '#api/auth/require-user.ts';
import type { Database } from '#api/db/schema.ts';
import { clientAddress } from '#api/http/client-address.ts';

/** What was done, named `subject.verb`. */
export type AuditAction = `${string}.${string}`;

export interface AuditEntry {
  action: AuditAction;
  /** lead, user, incident, mail, partner, booking, availability, audit-log, … */
  subjectType: string;
  /** The record's public id; null for an action on a list (an export, a search). */
  subjectId?: string | null;
  /** What changed, or the filters of a list; never a password, token or secret. */
  detail?: Record<string, unknown>;
}

/** Who acted: a signed-in staff member, or an operator at the server's shell. */
export interface AuditActor {
  userId: string | null;
  name: string;
  role: string;
  address: string | null;
}

/** An operator running `cli.ts` on the server: no account, no client address. */
export const OPERATOR: AuditActor = { userId: null, name: 'operator', role: 'operator', address: null };

/** The signed-in account of a request, and its client address as the proxy settings resolve it. */
export function staffActor(c: Context<AuthEnv>): AuditActor {
  const { user } = c.get('auth');
  return { userId: user.id, name: user.username, role: user.role, address: clientAddress(c).slice(0, 64) || null };
}

export async function recordAudit(
  db: Kysely<Database>,
  actor: AuditActor,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: actor.userId,
      actor_name: actor.name,
      actor_role: actor.role,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      address: actor.address,
      created_at: now.toISOString(),
    })
    .execute();
}
