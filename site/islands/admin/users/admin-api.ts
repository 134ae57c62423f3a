/**
 * The back office's calls for the users and audit sections: `apiRequest` with the session, the
 * API's own sentence for a refusal, and /login (back to the open section) when the session ended.
 *
 * @example const page = await adminRead<AdminUserList>('/api/admin/users?q=ada', '#users');
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';

/** Forgets the stored token and opens /login, coming back to this section of /admin. */
export function signInAgain(section: string): void {
  writeStorage(() => localStorage, TOKEN_STORAGE_KEY, null);
  window.location.assign(`/login?next=${encodeURIComponent(`/admin${section}`)}`);
}

/** The sentence to show for a failed call. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.apiError?.message ?? error.message;
  return 'The server could not be reached. Check your connection and try again.';
}

/** A read; null when the session ended (the browser is on its way to /login). */
export async function adminRead<T>(path: string, section: string): Promise<T | null> {
  const data = await apiRequest<T | null>(path, { nullOn401: true });
  if (data === null) signInAgain(section);
  return data;
}

/** A change; a 401 sends the browser to /login, any other refusal throws with its sentence. */
export async function adminWrite<T>(
  path: string,
  section: string,
  method: 'POST' | 'PATCH',
  body: unknown = {},
): Promise<T> {
  try {
    return await apiRequest<T>(path, { method, body });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) signInAgain(section);
    throw new Error(messageOf(error));
  }
}

/** A date and time in the reader's zone, e.g. "20 Nov 2026, 10:30". */
export function when(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
