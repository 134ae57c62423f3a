/**
 * Operator actions on one account at the server's shell.
 * - `user sign-out` ends every session of one account at once, for an operator who learns that
 *   an account is in the wrong hands or that its owner left (docs/security.md). The account's
 *   next request answers 401 and its security log says that an operator ended the sessions.
 * - `user role` gives an account another role (docs/back-office.md#roles), as an administrator
 *   can in /admin: the way to make the first administrator of an existing account, or a new one
 *   when none is left.
 *
 * @example node api/src/cli.ts user sign-out --username alice
 * @example node api/src/cli.ts user role --username alice --role admin
 */
import { parseArgs } from 'node:util';
import { OPERATOR } from '#api/back-office/audit.ts';
import { ASSIGNABLE_ROLES, type AssignableRole, changeRole, RoleChangeRefused } from '#api/back-office/change-role.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { findUserByUsername } from '#api/repositories/users.ts';
import { type CliCommand, type CliDeps, UsageError, withUsage } from './command.ts';

const USAGE = `Usage:
  user sign-out --username <name>
  user role --username <name> --role <admin|sales|client>

  --username  the account (case does not matter)
  --role      its new role; admin and sales need a second factor set up on /account first
`;

async function signOut(args: string[], { db, out }: CliDeps): Promise<number> {
  const { values } = parseArgs({ args, options: { username: { type: 'string' } }, strict: true });
  if (!values.username?.trim()) throw new UsageError('--username is required.');
  const user = await findUserByUsername(db, values.username);
  if (!user) throw new UsageError(`No account has the username "${values.username}".`);
  const now = new Date();
  const ended = await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom('sessions').where('user_id', '=', user.id).executeTakeFirst();
    const device = { userAgent: null, addressHint: null };
    const event = { userId: user.id, kind: 'sessions-ended', outcome: 'success', detail: 'by an operator' } as const;
    await recordSecurityEvent(trx, { ...event, device }, now);
    return Number(result.numDeletedRows);
  });
  out(`Ended ${ended} session${ended === 1 ? '' : 's'} of ${user.username}.\n`);
  return 0;
}

async function setRole(args: string[], { db, out }: CliDeps): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { username: { type: 'string' }, role: { type: 'string' } },
    strict: true,
  });
  if (!values.username?.trim()) throw new UsageError('--username is required.');
  const role = values.role?.trim() ?? '';
  if (!(ASSIGNABLE_ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`--role must be one of ${ASSIGNABLE_ROLES.join(', ')}.`);
  }
  const user = await findUserByUsername(db, values.username);
  if (!user) throw new UsageError(`No account has the username "${values.username}".`);
  try {
    await changeRole(db, { user, role: role as AssignableRole, actor: OPERATOR }, new Date());
  } catch (error) {
    if (error instanceof RoleChangeRefused) throw new UsageError(error.message);
    throw error;
  }
  out(`${user.username} is now ${role}; their sessions ended.\n`);
  return 0;
}

export const user: CliCommand = {
  summary: 'Operator actions on one account: sign-out ends all its sessions, role changes its role',
  run: (args, deps) =>
    withUsage(USAGE, deps.out, async () => {
      const [action, ...rest] = args;
      if (action === 'sign-out') return signOut(rest, deps);
      if (action === 'role') return setRole(rest, deps);
      throw new UsageError(action ? `Unknown action "${action}".` : 'Name an action.');
    }),
};
