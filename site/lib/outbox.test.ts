/**
 * The lead outbox (docs/decisions.md §30): a lead is saved before it is posted, removed once the
 * server has it or refuses it for good, and otherwise kept and retried with backoff. The browser
 * is faked: an in-memory localStorage, a scripted fetch and fake timers (which also drive Date).
 */
import type { LeadInput } from '@alpora/shared/schemas/leads';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { backoffMs, flushOutbox, sendLead } from './outbox.ts';
import { OUTBOX_KEY, type OutboxEntry } from './outbox-store.ts';
import { type FakeFetch, fakeFetch, MemoryStorage } from './testing/fake-browser.ts';

const NOW = Date.parse('2026-11-02T09:00:00Z');

function lead(clientId: string): LeadInput {
  return {
    kind: 'waitlist',
    email: 'ada@fund.example',
    firstName: 'Ada',
    lastName: 'Muster',
    clientId,
    consent: true,
    consentVersion: '2026-10',
    page: '/',
    ts: new Date(NOW).toISOString(),
  } as LeadInput;
}

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

let storage: MemoryStorage;
let server: FakeFetch;

const outbox = (): OutboxEntry[] => JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
const sentIds = () => server.requests.map((body) => (body as LeadInput).clientId);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  // No jitter: each wait is its ceiling (2 s, 4 s, ...).
  vi.spyOn(Math, 'random').mockReturnValue(1);
  storage = new MemoryStorage();
  server = fakeFetch();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendLead', () => {
  test('saves the lead before posting it and removes it once the server has it', async () => {
    server.answer(() => {
      expect(outbox().map((entry) => entry.payload.clientId)).toEqual([A]);
      return 201;
    });
    await expect(sendLead(lead(A))).resolves.toEqual({ status: 'sent' });
    expect(sentIds()).toEqual([A]);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  test('sends the language of the page (<html lang>) and keeps it with the lead for a retry (docs/decisions.md §303)', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'fr' } });
    server.answer(503);
    await expect(sendLead(lead(A))).resolves.toMatchObject({ status: 'queued' });
    expect(outbox().map((entry) => entry.payload.locale)).toEqual(['fr']);
    // The visitor went on to a German page; the lead still says it came from a French one.
    vi.stubGlobal('document', { documentElement: { lang: 'de' } });
    server.answer(201);
    await flushOutbox({ force: true });
    expect(server.requests.map((body) => (body as LeadInput).locale)).toEqual(['fr', 'fr']);
  });

  test('a page whose language is none of the site’s sends none, and the API takes English', async () => {
    vi.stubGlobal('document', { documentElement: { lang: 'xx' } });
    server.answer(201);
    await sendLead(lead(A));
    expect(server.requests[0]).not.toHaveProperty('locale');
  });

  test('removes a lead the server answers as replayed: an earlier attempt arrived, its answer was lost', async () => {
    server.answer(200, { id: A, outcome: 'replayed' });
    await expect(sendLead(lead(A))).resolves.toEqual({ status: 'sent' });
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  test.each([500, 503, 408, 429])(
    'keeps the lead on a %i answer, due again after the first backoff',
    async (status) => {
      server.answer(status);
      const result = await sendLead(lead(A));
      expect(result.status).toBe('queued');
      expect(outbox()).toEqual([{ payload: lead(A), attempts: 1, nextAttemptAt: NOW + 2_000 }]);
    },
  );

  test('keeps the lead when the network fails', async () => {
    server.answer(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = await sendLead(lead(A));
    expect(result).toMatchObject({ status: 'queued', error: expect.any(TypeError) });
    expect(outbox()).toHaveLength(1);
  });

  test('drops a lead the server refuses as invalid and hands back the field messages', async () => {
    const fields = { email: 'Use your work email address.' };
    server.answer(400, { error: { code: 'validation_failed', message: 'Check the form.', fields } });
    const result = await sendLead(lead(A));
    expect(result).toMatchObject({ status: 'invalid', fields });
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  test('drops a lead the server refuses naming no field and hands back its message', async () => {
    const message = 'Applications for the Q1 2027 design-partner cohort closed when it started on 1 January 2027.';
    server.answer(409, { error: { code: 'cohort_started', message } });
    const result = await sendLead(lead(A));
    expect(result).toMatchObject({ status: 'invalid', fields: {}, refusal: message });
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  test('retries while the page stays open, 2 s then 4 s later, and delivers exactly once', async () => {
    server.answer(503).answer(503).answer(201);
    await sendLead(lead(A));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    expect(outbox()[0]).toMatchObject({ attempts: 2, nextAttemptAt: NOW + 2_000 + 4_000 });
    await vi.advanceTimersByTimeAsync(4_000);
    expect(sentIds()).toEqual([A, A, A]);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.requests).toHaveLength(3);
  });

  test('a second lead does not replace the first one waiting in the outbox', async () => {
    server.answer(503).answer(503);
    await sendLead(lead(A));
    await sendLead(lead(B));
    expect(outbox().map((entry) => entry.payload.clientId)).toEqual([A, B]);
  });

  test('still posts the lead when storage is disabled', async () => {
    storage.disabled = true;
    server.answer(201);
    await expect(sendLead(lead(A))).resolves.toEqual({ status: 'sent' });
  });
});

describe('flushOutbox', () => {
  const saved = (clientId: string, nextAttemptAt: number): OutboxEntry => ({
    payload: lead(clientId),
    attempts: 3,
    nextAttemptAt,
  });

  test('sends what an earlier page left behind, in order, and empties the outbox', async () => {
    storage.setItem(OUTBOX_KEY, JSON.stringify([saved(A, NOW), saved(B, NOW)]));
    server.answer(201).answer(201);
    await flushOutbox();
    expect(sentIds()).toEqual([A, B]);
    expect(storage.getItem(OUTBOX_KEY)).toBeNull();
  });

  test('leaves a lead that is still backing off, unless forced (page load, back online)', async () => {
    storage.setItem(OUTBOX_KEY, JSON.stringify([saved(A, NOW + 60_000)]));
    server.answer(201);
    await flushOutbox();
    expect(server.requests).toHaveLength(0);
    await flushOutbox({ force: true });
    expect(sentIds()).toEqual([A]);
  });

  test('runs once when asked twice at the same time, so no lead is posted twice', async () => {
    storage.setItem(OUTBOX_KEY, JSON.stringify([saved(A, NOW)]));
    server.answer(201).answer(201);
    await Promise.all([flushOutbox(), flushOutbox()]);
    expect(sentIds()).toEqual([A]);
  });

  test('drops a refused lead with a warning and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem(OUTBOX_KEY, JSON.stringify([saved(A, NOW), saved(B, NOW)]));
    server.answer(422).answer(503);
    await flushOutbox();
    expect(warn).toHaveBeenCalledWith('A saved form was refused by the server', expect.anything());
    expect(outbox().map((entry) => [entry.payload.clientId, entry.attempts])).toEqual([[B, 4]]);
  });
});

describe('backoffMs', () => {
  test.each([
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [8, 256_000],
    [9, 300_000],
    [30, 300_000],
  ])('attempt %i waits at most %i ms, and at least half of it', (attempts, ceiling) => {
    expect(backoffMs(attempts, () => 1)).toBe(ceiling);
    expect(backoffMs(attempts, () => 0)).toBe(ceiling / 2);
  });
});
