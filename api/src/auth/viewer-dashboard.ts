/**
 * Whose dashboard a signed-in account reads (docs/back-office.md#roles): a client its own, a
 * viewer its client's. Every route at the `dashboard` level asks here, so a viewer reads
 * exactly what its client would and nothing of its own. A viewer whose client is suspended,
 * gone or no longer a client reads nothing (403): its client's suspension reaches it on the
 * next request, while its own sign-in settings on /account keep working.
 *
 * @example const owner = await dashboardOwnerOf(db, c.get('auth').user); listPortfolios(db, owner.id);
 */
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { findUserById } from '#api/repositories/users.ts';

export function clientUnavailable(): ApiError {
  return new ApiError(
    403,
    'client_unavailable',
    'The dashboard you were invited to is not available: its owner’s account is suspended or closed.',
  );
}

export async function dashboardOwnerOf(db: Kysely<Database>, user: UserRow): Promise<UserRow> {
  if (user.role !== 'viewer') return user;
  const client = user.viewer_of ? await findUserById(db, user.viewer_of) : undefined;
  if (client?.role !== 'client' || client.suspended_at !== null) throw clientUnavailable();
  return client;
}

/** How the dashboard names its owner: their full name when the account states one, else the username. */
export function displayNameOf(user: Pick<UserRow, 'username' | 'first_name' | 'last_name'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.username;
}
