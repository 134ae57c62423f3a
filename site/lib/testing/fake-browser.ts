/**
 * Stand-ins for the browser APIs the lead code uses, for unit tests in Node: a localStorage
 * that can be switched off (as private modes and full disks do) and a fetch that answers
 * from a script, one answer per request, recording each request's JSON body.
 *
 * @example const server = fakeFetch().answer(503).answer(201); vi.stubGlobal('fetch', server.fetch);
 */

export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  /** When true every call throws, like a browser with storage disabled. */
  disabled = false;
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    this.check();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.check();
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.check();
    this.items.delete(key);
  }

  private check(): void {
    if (this.disabled) throw new DOMException('The operation is insecure.', 'SecurityError');
  }
}

/** A status with an optional JSON body, or a function that answers (or throws, a network error). */
type Answer = { status: number; body?: unknown } | (() => number);

export interface FakeFetch {
  fetch: typeof fetch;
  /** Parsed JSON bodies of the requests so far. */
  requests: unknown[];
  /** Queues the answer to the next request that has none yet. */
  answer(answer: number | (() => number), body?: unknown): FakeFetch;
}

export function fakeFetch(): FakeFetch {
  const answers: Answer[] = [];
  const requests: unknown[] = [];
  const fake: FakeFetch = {
    requests,
    answer(answer, body) {
      answers.push(typeof answer === 'number' ? { status: answer, body } : answer);
      return fake;
    },
    fetch: async (_input, init) => {
      requests.push(typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body);
      const next = answers.shift();
      if (!next) throw new Error('fake fetch: no answer queued for this request');
      const { status, body } = typeof next === 'function' ? { status: next(), body: undefined } : next;
      return new Response(JSON.stringify(body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
    },
  };
  return fake;
}
