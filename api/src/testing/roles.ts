/**
 * Accounts of each role with a session, made straight in the database: the tests of staff
 * routes start signed in, while the sign-in itself (a staff account needs its second factor)
 * has its own tests. A viewer reads the dashboard of a client made with it.
 *
 * @example const sales = await signedInAs(t, 'sales'); await t.app.request('/api/admin/leads', bearer(sales.token));
 */
import { NO_PASSWORD_HASH } from '#api/auth/passwords.ts';
import type { Role } from '#api/auth/roles.ts';
import { createSession } from '#api/auth/sessions.ts';
import type { UserRow } from '#api/db/schema.ts';
import { findUserById, insertUser } from '#api/repositories/users.ts';
import type { TestApp } from './test-app.ts';

/** A caller of the route table: nobody, or an account of one role. */
export type Caller = 'anonymous' | Role;
export const CALLERS: readonly Caller[] = ['anonymous', 'client', 'viewer', 'sales', 'admin'];

export interface SignedIn {
  user: UserRow;
  token: string;
}

let made = 0;

export async function signedInAs(
  t: Pick<TestApp, 'db' | 'clock'>,
  role: Role,
  options: { username?: string; email?: string; viewerOf?: string } = {},
): Promise<SignedIn> {
  made += 1;
  const username = options.username ?? `${role}${made}`;
  const now = t.clock.now();
  let viewerOf = options.viewerOf ?? null;
  if (role === 'viewer' && !viewerOf) viewerOf = (await signedInAs(t, 'client')).user.id;
  const id = crypto.randomUUID();
  await insertUser(t.db, {
    id,
    username,
    email: options.email ?? `${username}@example.com`,
    // These accounts use their session only; a test that signs in sets a password itself.
    passwordHash: NO_PASSWORD_HASH,
    firstName: null,
    lastName: null,
    createdAt: now.toISOString(),
  });
  await t.db
    .updateTable('users')
    .set({ role, viewer_of: viewerOf, email_verified_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
  const device = { userAgent: 'route-test', addressHint: '192.0.2.x' };
  const { token } = await createSession(
    t.db,
    id,
    { method: role === 'client' ? 'password' : 'password+totp', device },
    now,
  );
  const user = await findUserById(t.db, id);
  if (!user) throw new Error('the account just made is gone');
  return { user, token };
}
