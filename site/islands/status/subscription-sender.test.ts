// @vitest-environment jsdom
/**
 * The status subscription request (docs/decisions.md §78): the JSON the API is sent, and what
 * the form is told for each answer. Every failure keeps the form open; only a message for the
 * address goes under the field, any other reason above the button.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch } from '#site/lib/testing/fake-browser.ts';
import { type SubscriptionFailure, subscriptionSender } from './subscription-sender.ts';

const NOW = new Date('2026-11-22T09:30:00.000Z');
const VERSION = 'en-status-test';

let failures: (SubscriptionFailure | null)[];

function sender() {
  return subscriptionSender({
    consentVersion: VERSION,
    onFailure: (failure) => failures.push(failure),
    page: () => '/status',
    now: () => NOW,
  });
}

/** A form holding the honeypot, filled as a bot would or left empty as a person does. */
function formWithHoneypot(value: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `<input name="website" value="${value}">`;
  return form;
}

beforeEach(() => {
  failures = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscriptionSender', () => {
  test('posts the address, the notice version, the page and the time, and reports the address it went to', async () => {
    const server = fakeFetch().answer(202, { status: 'confirmation-sent' });
    const fetch = vi.fn(server.fetch);
    vi.stubGlobal('fetch', fetch);
    const outcome = await sender()({ email: 'ada@fund.example' }, { form: formWithHoneypot('') });
    expect(outcome).toEqual({ ok: true, done: { email: 'ada@fund.example' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/status/subscriptions');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(server.requests).toEqual([
      { email: 'ada@fund.example', consentVersion: VERSION, page: '/status', ts: '2026-11-22T09:30:00.000Z' },
    ]);
    expect(failures).toEqual([null]);
  });

  test('sends a filled honeypot as website', async () => {
    const server = fakeFetch().answer(202, { status: 'confirmation-sent' });
    vi.stubGlobal('fetch', server.fetch);
    await sender()({ email: 'bot@spam.example' }, { form: formWithHoneypot('https://spam.example') });
    expect(server.requests[0]).toMatchObject({ website: 'https://spam.example' });
  });

  test('a message for the address goes under the field, with no other reason', async () => {
    const body = { error: { code: 'validation_failed', message: 'Check', fields: { email: 'Enter a valid email.' } } };
    vi.stubGlobal('fetch', fakeFetch().answer(400, body).fetch);
    const outcome = await sender()({ email: 'x@y.example' }, { form: null });
    expect(outcome).toEqual({ ok: false, fields: { email: 'Enter a valid email.' }, fallback: 'editing' });
    expect(failures).toEqual([null]);
  });

  test.each<[string, number, unknown, SubscriptionFailure]>([
    ['a refusal naming no field', 400, { error: { code: 'validation_failed', message: 'Bad' } }, 'invalid'],
    [
      'a refusal naming another field',
      422,
      { error: { code: 'x', message: 'Bad', fields: { page: 'No' } } },
      'invalid',
    ],
    ['too many requests', 429, { error: { code: 'rate_limited', message: 'Slow down' } }, 'rateLimited'],
    ['a server that cannot take it', 503, { error: { code: 'unavailable', message: 'Later' } }, 'unavailable'],
    ['a server error', 500, { error: { code: 'internal', message: 'Oops' } }, 'unavailable'],
  ])('%s (%i) keeps the form open and says why', async (_name, status, body, reason) => {
    vi.stubGlobal('fetch', fakeFetch().answer(status, body).fetch);
    const outcome = await sender()({ email: 'ada@fund.example' }, { form: null });
    expect(outcome).toMatchObject({ ok: false, fallback: 'editing' });
    expect(failures).toEqual([null, reason]);
  });

  test('no network keeps the form open and says the browser seems offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await sender()({ email: 'ada@fund.example' }, { form: null });
    expect(outcome).toEqual({ ok: false, fields: {}, fallback: 'editing' });
    expect(failures).toEqual([null, 'offline']);
  });

  test('a server that does not answer in time counts as unavailable, not offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    await sender()({ email: 'ada@fund.example' }, { form: null });
    expect(failures).toEqual([null, 'unavailable']);
  });

  test('a new send clears the reason of the last one first', async () => {
    vi.stubGlobal('fetch', fakeFetch().answer(429).answer(202, { status: 'confirmation-sent' }).fetch);
    const send = sender();
    await send({ email: 'ada@fund.example' }, { form: null });
    await send({ email: 'ada@fund.example' }, { form: null });
    expect(failures).toEqual([null, 'rateLimited', null]);
  });
});
