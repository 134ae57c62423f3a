/**
 * Operator actions on one account at the server's shell.
 * - `user sign-out` ends every session of one account at once, for an operator who learns that
 *   an account is in the wrong hands or that its owner left (docs/security.md). The account's
 *   next request answers 401 and its security log says that an operator ended the sessions.
 * - `user role` gives an account another role (docs/back-office.md#roles), as an administrator
 *   can in /admin: the way to make the first administrator of an existing account, or a new one
 *   when none is left.
 * - `user create` opens an account with a role and no password, and prints and mails its
 *   single-use set-up link (72 hours): the way to make the very first administrator, and to
 *   open an account for a colleague or a client. A staff account enrols its authenticator app
 *   through the link before it can sign in (docs/back-office.md#roles). `user setup-link` sends
 *   a new link to such an account that was never set up.
 *
 * @example node api/src/cli.ts user create --username grace --email grace@example.com --role admin
 * @example node api/src/cli.ts user sign-out --username alice
 * @example node api/src/cli.ts user role --username alice --role admin
 */
import { parseArgs } from 'node:util';
import {
  AccountCreationRefused,
  createAccountWithSetupLink,
  reissueSetupLink,
} from '#api/back-office/account-setup.ts';
import { OPERATOR } from '#api/back-office/audit.ts';
import { ASSIGNABLE_ROLES, type AssignableRole, changeRole, RoleChangeRefused } from '#api/back-office/change-role.ts';
import { SETUP_VALID_HOURS } from '#api/mail/templates/account-setup.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { findUserByUsername } from '#api/repositories/users.ts';
import { type CliCommand, type CliDeps, UsageError, withUsage } from './command.ts';

const USAGE = `Usage:
  user sign-out --username <name>
  user role --username <name> --role <admin|sales|client>
  user create --username <name> --email <address> --role <admin|sales|client> [--first-name <name>] [--last-name <name>]
  user setup-link --username <name>

  --username  the account (case does not matter)
  --role      create: the new account's role; role: its new role (admin and sales need a second
              factor set up on /account first)
  --email     the address the set-up link is mailed to; following it proves the address

  setup-link mails a new set-up link to an account that was never set up; older links stop working.
`;

function parseRole(value: string | undefined): AssignableRole {
  const role = value?.trim() ?? '';
  if (!(ASSIGNABLE_ROLES as readonly string[]).includes(role)) {
    throw new UsageError(`--role must be one of ${ASSIGNABLE_ROLES.join(', ')}.`);
  }
  return role as AssignableRole;
}

async function create(args: string[], { db, config, out }: CliDeps): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  if (!values.username?.trim()) throw new UsageError('--username is required.');
  if (!values.email?.trim()) throw new UsageError('--email is required.');
  const role = parseRole(values.role);
  const account = {
    username: values.username,
    email: values.email,
    role,
    firstName: values['first-name'],
    lastName: values['last-name'],
    actor: OPERATOR,
  };
  let created: { setupUrl: string };
  try {
    created = await createAccountWithSetupLink(db, subscriptionMailSettings(config), account, new Date());
  } catch (error) {
    if (error instanceof AccountCreationRefused) throw new UsageError(error.message);
    throw error;
  }
  const staff = role === 'client' ? '' : ' and set up an authenticator app';
  out(
    `Created ${role} ${values.username.trim()} without a password. Their set-up link (works once, for ${SETUP_VALID_HOURS} hours; they choose a password${staff} there):\n${created.setupUrl}\nThe same link is mailed to ${values.email.trim()} by the running server.\n`,
  );
  return 0;
}

async function setupLink(args: string[], { db, config, out }: CliDeps): Promise<number> {
  const { values } = parseArgs({ args, options: { username: { type: 'string' } }, strict: true });
  if (!values.username?.trim()) throw new UsageError('--username is required.');
  const user = await findUserByUsername(db, values.username);
  if (!user) throw new UsageError(`No account has the username "${values.username}".`);
  let url: string;
  try {
    url = await reissueSetupLink(db, subscriptionMailSettings(config), user, OPERATOR, new Date());
  } catch (error) {
    if (error instanceof AccountCreationRefused) throw new UsageError(error.message);
    throw error;
  }
  out(
    `A new set-up link of ${user.username} (works once, for ${SETUP_VALID_HOURS} hours; older ones no longer work):\n${url}\nThe same link is mailed to ${user.email} by the running server.\n`,
  );
  return 0;
}

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
  const role = parseRole(values.role);
  const user = await findUserByUsername(db, values.username);
  if (!user) throw new UsageError(`No account has the username "${values.username}".`);
  try {
    await changeRole(db, { user, role, actor: OPERATOR }, new Date());
  } catch (error) {
    if (error instanceof RoleChangeRefused) throw new UsageError(error.message);
    throw error;
  }
  out(`${user.username} is now ${role}; their sessions ended.\n`);
  return 0;
}

export const user: CliCommand = {
  summary:
    'Operator actions on accounts: create opens one with a set-up link, sign-out ends all its sessions, role changes its role',
  run: (args, deps) =>
    withUsage(USAGE, deps.out, async () => {
      const [action, ...rest] = args;
      if (action === 'create') return create(rest, deps);
      if (action === 'setup-link') return setupLink(rest, deps);
      if (action === 'sign-out') return signOut(rest, deps);
      if (action === 'role') return setRole(rest, deps);
      throw new UsageError(action ? `Unknown action "${action}".` : 'Name an action.');
    }),
};
