/**
 * `cli user sign-out`: ends every session of one account at once, for an operator who learns
 * that an account is in the wrong hands or that its owner left (docs/security.md). The
 * account's next request answers 401 and its security log says that an operator ended the
 * sessions.
 *
 * @example node api/src/cli.ts user sign-out --username alice
 */
import { parseArgs } from 'node:util';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { findUserByUsername } from '#api/repositories/users.ts';
import { type CliCommand, type CliDeps, UsageError, withUsage } from './command.ts';

const USAGE = `Usage:
  user sign-out --username <name>

  --username  the account whose sessions all end (case does not matter)
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

export const user: CliCommand = {
  summary: 'Operator actions on one account: sign-out ends all its sessions',
  run: (args, deps) =>
    withUsage(USAGE, deps.out, async () => {
      const [action, ...rest] = args;
      if (action === 'sign-out') return signOut(rest, deps);
      throw new UsageError(action ? `Unknown action "${action}".` : 'Name an action.');
    }),
};
