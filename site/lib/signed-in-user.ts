/**
 * Who is signed in, as the header on every page shows it (docs/product.md#header-and-footer).
 * Only a visitor with a stored token is asked about, once per page load; the API client is
 * loaded for them only. A token the server rejects is forgotten, as the dashboard does, so the
 * next page does not ask again.
 */
import { readStorage, STORAGE_KEYS, writeStorage } from '@alpora/shared/browser-storage';
import type { MeResponse, User } from '@alpora/shared/schemas/auth';

const local = () => localStorage;

function hasStoredToken(): boolean {
  return Boolean(readStorage(local, STORAGE_KEYS.token));
}

/** The signed-in user, or null when there is none or the server cannot say. */
export async function signedInUser(): Promise<User | null> {
  if (!hasStoredToken()) return null;
  try {
    const { apiRequest } = await import('@alpora/shared/api-client');
    const me = await apiRequest<MeResponse | null>('/api/auth/me', { nullOn401: true });
    if (me) return me.user;
    writeStorage(local, STORAGE_KEYS.token, null);
    return null;
  } catch {
    // Offline or a server error: the header offers Login, the dashboard explains the problem.
    return null;
  }
}

/** The name the interface greets a user by: the first name, else the username. */
export function displayName(user: User): string {
  return user.firstName?.trim() || user.username;
}
