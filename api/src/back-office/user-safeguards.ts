/**
 * What the users section refuses so the team can never lock itself out (docs/back-office.md#users,
 * docs/decisions.md §156): an administrator does not change their own role nor suspend their own
 * account (another administrator must), and the last administrator who can sign in is neither
 * given another role nor suspended. Each refusal is a 409 with a sentence the section shows.
 *
 * @example await assertKeepsAnAdmin(db, actorUser, target, 'suspend');
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { countActiveAdmins } from '#api/repositories/user-directory.ts';

export type GuardedAction = 'role' | 'suspend';

const OWN: Record<GuardedAction, string> = {
  role: 'You cannot change your own role: ask another administrator.',
  suspend: 'You cannot suspend your own account.',
};

const LAST: Record<GuardedAction, string> = {
  role: 'is the last administrator who can sign in: make another account admin first.',
  suspend: 'is the last administrator who can sign in, and cannot be suspended.',
};

export async function assertKeepsAnAdmin(
  db: Kysely<Database>,
  actor: Pick<UserRow, 'id'>,
  target: UserRow,
  action: GuardedAction,
): Promise<void> {
  if (actor.id === target.id) throw new ApiError(409, 'own_account', OWN[action]);
  if (target.role === 'admin' && !target.suspended_at && (await countActiveAdmins(db)) <= 1) {
    throw new ApiError(409, 'last_admin', `${target.username} ${LAST[action]}`);
  }
}
