/**
 * The browser's API client, with the shared behaviour of docs/product.md#api: a JSON body is sent with a
 * JSON content type, a stored token becomes a bearer header, cookies are always included,
 * and a non-OK answer raises `"<status>: <body text>"` (docs/product.md#texts-and-messages). Every call names
 * the page's language (`<html lang>`) in Accept-Language, so the API's field messages come back in
 * it (docs/product.md#languages). A call without its own
 * signal gives up after `API_TIMEOUT_MS`, so a stalled connection fails instead of hanging
 * (a queued lead stays in the outbox, docs/decisions.md §30).
 */
import { type ApiErrorBody, isApiErrorBody } from './api-error.ts';
import { STORAGE_KEYS } from './browser-storage.ts';

/** localStorage key of the authentication token (docs/product.md#header-and-footer, browser storage). */
export const TOKEN_STORAGE_KEY = STORAGE_KEYS.token;

/** How long a call without a caller's signal may take. */
export const API_TIMEOUT_MS = 10_000;

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;
  /** The answer's Retry-After in seconds (a 429 or 503 says when to try again), if it gave one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, statusText: string, body: string, retryAfter?: string | null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
    const seconds = retryAfter ? Number(retryAfter) : Number.NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }

  /** The parsed error format of docs/product.md#texts-and-messages, when the body holds one. */
  get apiError(): ApiErrorBody['error'] | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      return isApiErrorBody(parsed) ? parsed.error : undefined;
    } catch {
      return undefined;
    }
  }
}

interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Answer null instead of failing on 401 (docs/product.md#api: reads may be set to do so). */
  nullOn401?: boolean;
  /** Cancels the call; default: a timeout of `API_TIMEOUT_MS`. */
  signal?: AbortSignal;
  /** Where the token is read from; injectable for tests. */
  storage?: Pick<Storage, 'getItem'> | undefined;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** The language the answer's messages should be in; default: the page's `<html lang>`. */
  language?: string | undefined;
}

/** The page's language as `<html lang>` names it; none outside a browser. */
function pageLanguage(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.lang.trim() || undefined;
}

function storedToken(storage: Pick<Storage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage can throw when disabled by the browser
  }
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const {
    method = options.body === undefined ? 'GET' : 'POST',
    body,
    nullOn401 = false,
    signal = AbortSignal.timeout(API_TIMEOUT_MS),
    storage = typeof localStorage === 'undefined' ? undefined : localStorage,
    fetch: fetchImpl = fetch,
    baseUrl = '',
    language = pageLanguage(),
  } = options;

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = storedToken(storage);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (language) headers['Accept-Language'] = language;

  const init: RequestInit = { method, headers, credentials: 'include', signal };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetchImpl(`${baseUrl}${path}`, init);

  if (nullOn401 && response.status === 401) return null as T;
  if (!response.ok) {
    const retryAfter = response.headers.get('Retry-After');
    throw new ApiRequestError(response.status, response.statusText, await response.text(), retryAfter);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A read keyed like the dashboard's queries (docs/product.md#api): key parts joined with slashes into a GET URL. */
export function apiRead<T>(
  key: readonly (string | number)[],
  options: Omit<ApiRequestOptions, 'method' | 'body'> = {},
): Promise<T> {
  return apiRequest<T>(key.map(String).join('/'), options);
}
