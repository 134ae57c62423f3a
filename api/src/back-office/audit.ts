/**
 * The audit log (docs/back-office.md#audit-log): every staff action and every staff view of a
 * person's data, with who, what, which record, when and from which address. Write the entry in
 * the transaction of the action it records, so neither exists without the other; a view is
 * recorded before its answer leaves. Staff can read (admins) but never change or delete an
 * entry; only the retention purge removes entries older than the period the privacy policy
 * states.
 *
 * @example await recordAudit(trx, c, { action: 'lead.update', subjectType: 'lead', subjectId: lead.public_id, detail: { status } }, now);
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

export async function recordAudit(
  db: Kysely<Database>,
  c: Context<AuthEnv>,
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  const { user } = c.get('auth');
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: user.id,
      actor_name: user.username,
      actor_role: user.role,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
      address: clientAddress(c).slice(0, 64) || null,
      created_at: now.toISOString(),
    })
    .execute();
}
