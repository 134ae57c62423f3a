/**
 * A cookie banner choice is sent as proof (docs/privacy.md#consent): the body the API expects,
 * without cookies, and a failure never reaches the visitor.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { recordConsent } from './consent-record.ts';

const CONSENT = {
  choice: 'declined',
  version: '1.2',
  visitorId: '5b0c6f2e-8d1a-4c3b-9e7f-2a4d6c8e0f13',
  at: '2026-11-24T08:00:00.000Z',
} as const;

afterEach(() => vi.unstubAllGlobals());

test('posts the visitor id, choice, policy version and page, keepalive and without credentials', async () => {
  const calls: [string, RequestInit][] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push([url, init]);
    return new Response(null, { status: 201 });
  });
  await recordConsent(CONSENT, `/pricing/${'x'.repeat(400)}`);
  expect(calls).toHaveLength(1);
  const [url, init] = calls[0] ?? ['', {}];
  expect(url).toBe('/api/consents');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
  const body = JSON.parse(String(init.body));
  expect(body).toEqual({
    visitorId: CONSENT.visitorId,
    choice: 'declined',
    policyVersion: '1.2',
    // Cut to the longest page path the API takes, 300 characters.
    page: `/pricing/${'x'.repeat(291)}`,
  });
});

test('a network failure is swallowed: the choice stands without its record', async () => {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('Failed to fetch');
  });
  await expect(recordConsent(CONSENT, '/')).resolves.toBeUndefined();
});
