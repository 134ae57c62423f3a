/**
 * Gives an account another role (docs/back-office.md#users), from the users section or the
 * operator's `cli user role`. A staff role needs a second factor first, since staff never sign
 * in on one (docs/security.md); a viewer is made only by a client's invitation, which names
 * its client. The account's sessions end, so its next sign-in is held to its new role's rules,
 * and the change is in the owner's security log and the audit log, in one transaction.
 *
 * @example await changeRole(db, { user, role: 'sales', actor: staffActor(c) }, clock.now());
 */
import type { Kysely } from 'kysely';
import { type Role, STAFF_ROLES } from '#api/auth/roles.ts';
import { secondFactorsOf } from '#api/auth/second-step.ts';
import type { Database, UserRow } from '#api/db/schema.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { deleteSessionsOfUser } from '#api/repositories/sessions.ts';
import { type AuditActor, recordAudit } from './audit.ts';

/** Roles an administrator or operator may give; `viewer` comes only with a client's invitation. */
export const ASSIGNABLE_ROLES = ['admin', 'sales', 'client'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Why a role cannot be given, in words an administrator can act on. */
export class RoleChangeRefused extends Error {
  override name = 'RoleChangeRefused';
  readonly code: 'second_factor_required' | 'viewer_account' | 'unchanged';
  constructor(code: RoleChangeRefused['code'], message: string) {
    super(message);
    this.code = code;
  }
}

interface RoleChange {
  user: UserRow;
  role: AssignableRole;
  actor: AuditActor;
}

export async function changeRole(db: Kysely<Database>, { user, role, actor }: RoleChange, now: Date): Promise<void> {
  if (user.role === role) throw new RoleChangeRefused('unchanged', `${user.username} is already ${role}.`);
  if (user.role === 'viewer') {
    throw new RoleChangeRefused(
      'viewer_account',
      `${user.username} is a viewer of one client's dashboard; a viewer's role does not change.`,
    );
  }
  if (STAFF_ROLES.has(role) && !(await secondFactorsOf({ db }, user))) {
    throw new RoleChangeRefused(
      'second_factor_required',
      `${user.username} has no second factor yet, and staff never sign in without one. Ask them to set up an authenticator app or a passkey on /account first.`,
    );
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    const ended = await deleteSessionsOfUser(trx, user.id);
    const device = { userAgent: null, addressHint: null };
    const detail = `role ${user.role} → ${role}`;
    await recordSecurityEvent(trx, { userId: user.id, kind: 'role-changed', outcome: 'success', detail, device }, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'user.role',
        subjectType: 'user',
        subjectId: user.id,
        detail: { from: user.role, to: role, sessionsEnded: ended },
      },
      now,
    );
  });
}
