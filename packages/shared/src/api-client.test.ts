import { afterEach, describe, expect, test, vi } from 'vitest';
import { API_TIMEOUT_MS, ApiRequestError, apiRead, apiRequest, TOKEN_STORAGE_KEY } from './api-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fetch that records its calls and answers `response`. */
function fakeFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return response();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A fetch that never answers, like a stalled connection, until its signal aborts. */
function stalledFetch(): typeof globalThis.fetch {
  return ((_url: string, init?: RequestInit) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    })) as unknown as typeof globalThis.fetch;
}

const tokenStorage = (token: string | null) => ({
  getItem: (key: string) => (key === TOKEN_STORAGE_KEY ? token : null),
});

describe('apiRequest: the shared behaviour of every call', () => {
  test('a JSON body is sent as JSON with its content type, as a POST, with cookies included', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({ ok: true }, { status: 201 }));
    const answer = await apiRequest('/api/leads', { body: { kind: 'contact' }, fetch, storage: undefined });
    expect(answer).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.url).toBe('/api/leads');
    expect(call?.init).toMatchObject({ method: 'POST', body: '{"kind":"contact"}', credentials: 'include' });
    expect(call?.init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  test('a read has no body or content type; a stored token becomes a bearer header', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json([]));
    await apiRead(['/api/positions', 'p1'], { fetch, storage: tokenStorage('abc123') });
    expect(calls[0]?.url).toBe('/api/positions/p1');
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer abc123' });
  });

  test("every call names the page's language, so the API answers in it", async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
    const { fetch, calls } = fakeFetch(() => Response.json({}));
    await apiRequest('/api/leads', { fetch, body: {}, storage: undefined });
    await apiRead(['/api/me'], { fetch, storage: undefined });
    for (const call of calls) expect(call.init.headers).toHaveProperty('Accept-Language', 'fr');
  });

  test('a call may name another language; outside a page none is named', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({}));
    await apiRequest('/api/leads', { fetch, storage: undefined, language: 'it' });
    await apiRequest('/api/leads', { fetch, storage: undefined });
    expect(calls.map((call) => (call.init.headers as Record<string, string>)['Accept-Language'])).toEqual([
      'it',
      undefined,
    ]);
  });

  test('no bearer header without a token, nor when storage throws', async () => {
    const { fetch, calls } = fakeFetch(() => Response.json({}));
    await apiRequest('/api/me', { fetch, storage: tokenStorage(null) });
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    await apiRequest('/api/me', { fetch, storage: throwing });
    for (const call of calls) expect(call.init.headers).not.toHaveProperty('Authorization');
  });

  test('a failed answer raises "<status>: <body text>", or the status text when the body is empty', async () => {
    const withBody = fakeFetch(() => new Response('{"error":{"code":"not_found","message":"No"}}', { status: 404 }));
    const error = await apiRequest('/api/x', { fetch: withBody.fetch, storage: undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe('404: {"error":{"code":"not_found","message":"No"}}');
    expect((error as ApiRequestError).status).toBe(404);
    expect((error as ApiRequestError).apiError).toEqual({ code: 'not_found', message: 'No' });

    const empty = fakeFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('/api/x', { fetch: empty.fetch, storage: undefined })).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  test('nullOn401 answers null on 401 only; without it a 401 fails', async () => {
    const unauthorized = fakeFetch(() => new Response('Unauthorized', { status: 401 }));
    expect(await apiRequest('/api/me', { fetch: unauthorized.fetch, storage: undefined, nullOn401: true })).toBeNull();
    await expect(apiRequest('/api/me', { fetch: unauthorized.fetch, storage: undefined })).rejects.toThrow(
      '401: Unauthorized',
    );
    const forbidden = fakeFetch(() => new Response('Forbidden', { status: 403 }));
    await expect(
      apiRequest('/api/me', { fetch: forbidden.fetch, storage: undefined, nullOn401: true }),
    ).rejects.toThrow('403: Forbidden');
  });

  test('204 answers undefined', async () => {
    const { fetch } = fakeFetch(() => new Response(null, { status: 204 }));
    expect(await apiRequest('/api/auth/logout', { method: 'POST', fetch, storage: undefined })).toBeUndefined();
  });
});

describe('apiRequest: timeout', () => {
  test(`without a signal of its own, a stalled call fails after ${API_TIMEOUT_MS} ms`, async () => {
    const timeout = new AbortController();
    const spy = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    const pending = apiRequest('/api/leads', { body: {}, fetch: stalledFetch(), storage: undefined });
    expect(spy).toHaveBeenCalledWith(10_000);
    timeout.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  test('a real timeout signal ends a stalled call', async () => {
    const signal = AbortSignal.timeout(20);
    await expect(apiRequest('/api/leads', { fetch: stalledFetch(), storage: undefined, signal })).rejects.toMatchObject(
      { name: 'TimeoutError' },
    );
  });

  test("the caller's signal replaces the default", async () => {
    const spy = vi.spyOn(AbortSignal, 'timeout');
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(() => Response.json({}));
    await apiRequest('/api/me', { fetch, storage: undefined, signal: controller.signal });
    expect(spy).not.toHaveBeenCalled();
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });
});
