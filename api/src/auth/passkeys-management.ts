/**
 * The owner's passkey list on /account (docs/security.md#passkeys): renaming is harmless and
 * needs only the session; removing one is a change to how the account signs in, so it needs
 * the current password (or a fresh sign-in, auth/recent-proof.ts), and a staff account may not
 * remove its last second factor, since it could then not sign in at all.
 *
 * @example await removePasskey({ ...deps, hasher }, c, c.get('auth'), id, body.currentPassword);
 */
import type { Passkey } from '@alpora/shared/schemas/passkeys';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import type { PasskeyRow, SessionRow, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { deletePasskey, findPasskey, listPasskeys, renamePasskey } from '#api/repositories/passkeys.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import type { LoginThrottle } from './login-throttle.ts';
import type { PasswordHasher } from './passwords.ts';
import { assertRecentProof } from './recent-proof.ts';
import { requestDevice } from './request-device.ts';
import { STAFF_ROLES } from './roles.ts';
import { secondFactorsOf } from './second-step.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'logger'>;
interface Auth {
  user: UserRow;
  session: SessionRow;
}

/** A passkey as the owner's list shows it. */
export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    synced: row.backed_up === 1,
  };
}

function notFound(): ApiError {
  return new ApiError(404, 'not_found', 'You have no passkey with this id.');
}

export async function renameOwnPasskey(deps: Deps, c: Context, { user }: Auth, id: string, name: string) {
  if (!(await renamePasskey(deps.db, user.id, id, name))) throw notFound();
  const event = { userId: user.id, kind: 'passkey-renamed', outcome: 'success', detail: name } as const;
  await recordSecurityEvent(deps.db, { ...event, device: requestDevice(c) }, deps.clock.now());
  const row = await findPasskey(deps.db, id);
  if (!row) throw notFound();
  return passkeyView(row);
}

export async function removeOwnPasskey(
  deps: Deps & { hasher: PasswordHasher; loginThrottle: LoginThrottle },
  c: Context,
  auth: Auth,
  id: string,
  currentPassword: string | undefined,
): Promise<void> {
  const { db, clock, logger } = deps;
  const { user } = auth;
  const passkey = await findPasskey(db, id);
  if (!passkey || passkey.user_id !== user.id) throw notFound();
  await assertRecentProof(deps, c, auth, currentPassword);
  if (STAFF_ROLES.has(user.role)) {
    const [factors, passkeys] = await Promise.all([secondFactorsOf(deps, user), listPasskeys(db, user.id)]);
    if (!factors?.totp && passkeys.length <= 1) {
      throw new ApiError(
        409,
        'last_second_factor',
        'Staff accounts keep at least one second factor. Add another passkey or an authenticator app first.',
      );
    }
  }
  if (!(await deletePasskey(db, user.id, id))) throw notFound();
  const event = { userId: user.id, kind: 'passkey-removed', outcome: 'success', detail: passkey.name } as const;
  await recordSecurityEvent(db, { ...event, device: requestDevice(c) }, clock.now());
  logger.info('passkey removed', { requestId: c.get('requestId'), userId: user.id });
}
