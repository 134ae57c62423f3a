/**
 * The back office's calls: `apiRequest` with the session, the API's own sentence (or its field
 * errors) for a refusal, and /login when the session ended, coming back to the open section of
 * /admin with its filters (the URL fragment).
 *
 * @example const page = await adminRead<AdminUserList>('/api/admin/users?q=ada');
 * @example try { await adminWrite(path, 'POST', body) } catch (error) { setProblem(messageOf(error)) }
 */
import { ApiRequestError, apiRequest, TOKEN_STORAGE_KEY } from '@alpora/shared/api-client';
import { writeStorage } from '@alpora/shared/browser-storage';

/** Forgets the stored token and opens /login, coming back to this section of /admin. */
export function signInAgain(): void {
  writeStorage(() => localStorage, TOKEN_STORAGE_KEY, null);
  window.location.assign(`/login?next=${encodeURIComponent(`/admin${window.location.hash}`)}`);
}

/** The sentence to show for a failed call. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.apiError?.message ?? error.message;
  return 'The server could not be reached. Check your connection and try again.';
}

export interface Refusal {
  /** The field errors, keyed as the form names its fields. */
  fields: Record<string, string>;
  /** The sentence for the whole form; undefined when the fields say it all. */
  message: string | undefined;
}

/** What a form shows for a refused change: beside its fields, or one sentence above its buttons. */
export function refusalOf(error: unknown): Refusal {
  const fields: Record<string, string> = {};
  const given = error instanceof ApiRequestError ? (error.apiError?.fields ?? {}) : {};
  // services.0 is the first service: a form shows it on its services group.
  for (const [name, text] of Object.entries(given)) fields[name.split('.')[0] ?? name] ??= text;
  return { fields, message: Object.keys(fields).length > 0 ? undefined : messageOf(error) };
}

/** A read; null when the session ended (the browser is on its way to /login). */
export async function adminRead<T>(path: string): Promise<T | null> {
  const data = await apiRequest<T | null>(path, { nullOn401: true });
  if (data === null) signInAgain();
  return data;
}

/** A change; a 401 sends the browser to /login, any other refusal is thrown as the API sent it. */
export async function adminWrite<T>(path: string, method: 'POST' | 'PATCH' | 'PUT', body: unknown = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, { method, body });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) signInAgain();
    throw error;
  }
}
