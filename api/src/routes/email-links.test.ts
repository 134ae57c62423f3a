import { describe, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { createLogger } from '#api/lib/logger.ts';
import { CONFIRMATION_VALID_DAYS } from '#api/mail/templates/confirm-subscription.ts';
import { findSubscription } from '#api/repositories/subscriptions.ts';
import { confirmedSubscriber, linkToken, mailsTo, subscribe, subscriptionRequest } from '#api/testing/subscribers.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const appFor = appPerTest();
const EMAIL = 'ada@example.com';
const DAY = 24 * 60 * 60 * 1000;

/** The site's form, as a browser submits it. */
const BROWSER = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Site': 'same-origin', Accept: 'text/html,*/*' };
/** A mail provider's one-click POST (RFC 8058): from its own servers, no browser signals. */
const ONE_CLICK = {
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: 'List-Unsubscribe=One-Click',
};

async function setup(overrides: Parameters<typeof appFor>[0] = {}) {
  const t = await appFor(overrides);
  const logLines: string[] = [];
  // The app with a logger whose lines the test reads.
  const app = createApp({ ...t, logger: createLogger('info', (line) => logLines.push(line)) });
  const post = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', headers, body: '' });
  return { ...t, app, post, logLines };
}

/** A pending subscription's confirmation token. */
async function pendingToken(t: Awaited<ReturnType<typeof setup>>) {
  await subscribe(t.db, subscriptionRequest(EMAIL, 'status'), t.clock.now());
  const [confirmation] = await mailsTo(t.db, EMAIL);
  return linkToken(confirmation, 'confirmUrl');
}

/** A confirmed subscriber's unsubscribe token, from the "already subscribed" note a repeat sends. */
async function unsubscribeToken(t: Awaited<ReturnType<typeof setup>>, email = EMAIL) {
  await confirmedSubscriber(t.db, email, 'status', t.clock.now());
  await subscribe(t.db, subscriptionRequest(email, 'status'), t.clock.now());
  const note = (await mailsTo(t.db, email)).at(-1);
  return linkToken(note, 'unsubscribeUrl');
}

const INVALID_TOKENS = [
  ['no token', ''],
  ['an empty token', '?token='],
  ['a token nobody issued', `?token=${'A'.repeat(43)}`],
  ['garbage', '?token=%3Cscript%3E'],
  ['a very long token', `?token=${'A'.repeat(20_000)}`],
  ['a NUL', `?token=${'A'.repeat(42)}%00`],
  ['broken percent-encoding', '?token=%E0%A4%A'],
  ['the token twice', `?token=x&token=${'A'.repeat(43)}`],
] as const;

describe('POST /email/confirm', () => {
  test('a browser is sent on to the confirmed page (303), and the address is confirmed', async () => {
    const t = await setup();
    const token = await pendingToken(t);
    const res = await t.post(`/email/confirm?token=${token}`, BROWSER);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/email/confirmed/status');
    expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('confirmed');
  });

  test('opening the link again still shows the confirmed page; a script gets the outcome as JSON', async () => {
    const t = await setup();
    const token = await pendingToken(t);
    const first = await t.post(`/email/confirm?token=${token}`);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ outcome: 'confirmed', list: 'status' });
    const again = await t.post(`/email/confirm?token=${token}`, { Accept: 'text/html' });
    expect([again.status, again.headers.get('Location')]).toEqual([303, '/email/confirmed/status']);
    expect(await readJson(await t.post(`/email/confirm?token=${token}`))).toEqual({
      outcome: 'already-confirmed',
      list: 'status',
    });
  });

  test(`a link older than ${CONFIRMATION_VALID_DAYS} days sends the browser to the invalid-link page and confirms nothing`, async () => {
    const t = await setup();
    const token = await pendingToken(t);
    t.clock.advance(CONFIRMATION_VALID_DAYS * DAY);
    const res = await t.post(`/email/confirm?token=${token}`, BROWSER);
    expect([res.status, res.headers.get('Location')]).toEqual([303, '/email/link-invalid']);
    expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('pending');
  });

  test.each(INVALID_TOKENS)(
    '%s: 303 to the invalid-link page for a browser, 404 otherwise, never 500',
    async (_case, query) => {
      const t = await setup();
      await pendingToken(t);
      const browser = await t.post(`/email/confirm${query}`, BROWSER);
      expect([browser.status, browser.headers.get('Location')]).toEqual([303, '/email/link-invalid']);
      const script = await t.post(`/email/confirm${query}`);
      expect(script.status).toBe(404);
      expect((await readJson(script)).error.code).toBe('not_found');
      expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('pending');
    },
  );

  test('opening the link (GET), as a mail scanner does, confirms nobody', async () => {
    const t = await setup();
    const token = await pendingToken(t);
    await t.app.request(`/email/confirm?token=${token}`);
    expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('pending');
  });
});

describe('POST /email/unsubscribe', () => {
  test("a mail client's one-click POST unsubscribes and answers 200 text; repeating it is harmless", async () => {
    const t = await setup();
    const token = await unsubscribeToken(t);
    const res = await t.app.request(`/email/unsubscribe?token=${token}`, ONE_CLICK);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('Unsubscribed: this address gets no more Alpora status updates.');
    expect(await findSubscription(t.db, EMAIL, 'status')).toMatchObject({
      state: 'withdrawn',
      withdrawn_at: t.clock.now().toISOString(),
    });
    expect((await t.app.request(`/email/unsubscribe?token=${token}`, ONE_CLICK)).status).toBe(200);
  });

  test('the site page (a browser, empty body) is sent on to the unsubscribed page', async () => {
    const t = await setup();
    const token = await unsubscribeToken(t);
    const res = await t.post(`/email/unsubscribe?token=${token}`, BROWSER);
    expect([res.status, res.headers.get('Location')]).toEqual([303, '/email/unsubscribed/status']);
    expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('withdrawn');
  });

  test('a link read a year later still unsubscribes', async () => {
    const t = await setup();
    const token = await unsubscribeToken(t);
    t.clock.advance(365 * DAY);
    expect((await t.app.request(`/email/unsubscribe?token=${token}`, ONE_CLICK)).status).toBe(200);
    expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('withdrawn');
  });

  test.each(INVALID_TOKENS)(
    '%s: 303 to the invalid-link page for a browser, 404 otherwise, never 500',
    async (_case, query) => {
      const t = await setup();
      await unsubscribeToken(t);
      const browser = await t.post(`/email/unsubscribe${query}`, BROWSER);
      expect([browser.status, browser.headers.get('Location')]).toEqual([303, '/email/link-invalid']);
      const oneClick = await t.app.request(`/email/unsubscribe${query}`, ONE_CLICK);
      expect(oneClick.status).toBe(404);
      expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('confirmed');
    },
  );
});

describe('both links', () => {
  test('come from other sites by design: no origin check refuses them, and a body over the API limit is not read', async () => {
    const t = await setup({ BODY_LIMIT_BYTES: 1024 });
    const token = await unsubscribeToken(t);
    const res = await t.app.request(`/email/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://mail.example.net',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: `List-Unsubscribe=One-Click&padding=${'x'.repeat(4096)}`,
    });
    expect(res.status).toBe(200);
    expect((await findSubscription(t.db, EMAIL, 'status'))?.state).toBe('withdrawn');
  });

  test('the request log records the path, never the token; answers are never cached', async () => {
    const t = await setup();
    const confirmToken = await pendingToken(t);
    const confirmed = await t.post(`/email/confirm?token=${confirmToken}`, BROWSER);
    expect(confirmed.headers.get('Cache-Control')).toBe('no-store');
    const unsubscribe = await unsubscribeToken(t, 'grace@example.com');
    await t.app.request(`/email/unsubscribe?token=${unsubscribe}`, ONE_CLICK);
    const requests = t.logLines.map((line) => JSON.parse(line)).filter((entry) => entry.message === 'request');
    expect(requests.map((entry) => [entry.method, entry.path, entry.status])).toEqual([
      ['POST', '/email/confirm', 303],
      ['POST', '/email/unsubscribe', 200],
    ]);
    for (const line of t.logLines) {
      expect(line).not.toContain(confirmToken);
      expect(line).not.toContain(unsubscribe);
    }
  });
});
