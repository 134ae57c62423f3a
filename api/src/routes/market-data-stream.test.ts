/**
 * The dashboard's live prices (docs/product.md#dashboard, docs/decisions.md §330-§333): a stream
 * of Server-Sent Events for signed-in accounts, each event the very body `GET /api/market-data`
 * answers at that tick; a resumed stream skips the tick its client already has; a stream whose
 * session ended is told so and closed at the next session check.
 */
import { SESSION_ENDED_EVENT } from '@alpora/shared/price-stream';
import { describe, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { sessionIdOf } from '#api/auth/sessions.ts';
import { createPriceStreams, MAX_STREAMS_PER_SESSION, RECONNECT_MS } from '#api/market/price-streams.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest();

interface StreamEvent {
  event?: string;
  id?: string;
  data?: string;
  retry?: number;
}

/** Reads a stream's answer event by event (blocks of lines ended by a blank line); comments are skipped. */
function eventsOf(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  return {
    async next(): Promise<StreamEvent | 'closed'> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event: StreamEvent = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'retry') event.retry = Number(value);
            else if (field === 'event' || field === 'id' || field === 'data') event[field] = value;
          }
          if (Object.keys(event).length > 0) return event;
          continue;
        }
        const { done, value } = await reader.read();
        if (done) return 'closed';
        buffered += decoder.decode(value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

async function openStream(t: TestApp, token: string, headers: Record<string, string> = {}) {
  const res = await t.app.request('/api/market-data/stream', {
    headers: { Authorization: `Bearer ${token}`, ...headers },
  });
  return res;
}

describe('GET /api/market-data/stream', () => {
  test('is refused without a session, and with a session that has ended', async () => {
    const t = await setup();
    const anonymous = await t.app.request('/api/market-data/stream');
    expect(anonymous.status).toBe(401);
    expect((await readJson(anonymous)).error.code).toBe('unauthorized');
    const made = await t.app.request('/api/market-data/stream', { headers: { Authorization: 'Bearer made-up' } });
    expect(made.status).toBe(401);
    expect(t.priceStreams.count()).toBe(0);
  });

  test('opens with the reconnection delay, then sends the same body GET answers, with the tick as its id', async () => {
    const t = await setup();
    const { token } = await signedInAs(t, 'client');
    const res = await openStream(t, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const events = eventsOf(res);
    const first = await events.next();
    expect(first).toEqual({ retry: expect.any(Number) });
    const { retry } = first as StreamEvent;
    expect(retry).toBeGreaterThanOrEqual(RECONNECT_MS.min);
    expect(retry).toBeLessThan(RECONNECT_MS.max);

    const pushed = await events.next();
    const polled = await (await t.app.request('/api/market-data')).text();
    expect(pushed).toEqual({ id: String(t.clock.now().getTime()), data: polled });

    // The next tick: the feed moves with the clock, the stream follows it with GET's new body.
    t.clock.advance(1000);
    expect(t.priceStreams.publish()).toBe(1);
    const next = (await events.next()) as StreamEvent;
    expect(next.id).toBe(String(t.clock.now().getTime()));
    expect(next.data).toBe(await (await t.app.request('/api/market-data')).text());
    expect(next.data).not.toBe(polled);
    // Published again within the same tick, nothing new goes out.
    expect(t.priceStreams.publish()).toBe(0);
    await events.cancel();
    expect(t.priceStreams.count()).toBe(0);
  });

  test('a client that goes away leaves no stream behind, whether it cancels the body or drops the connection', async () => {
    const t = await setup();
    const { token } = await signedInAs(t, 'client');
    const cancelled = eventsOf(await openStream(t, token));
    const dropping = new AbortController();
    const dropped = await t.app.request(
      new Request('http://localhost/api/market-data/stream', {
        headers: { Authorization: `Bearer ${token}` },
        signal: dropping.signal,
      }),
    );
    expect(dropped.status).toBe(200);
    expect(t.priceStreams.count()).toBe(2);
    await cancelled.cancel();
    expect(t.priceStreams.count()).toBe(1);
    dropping.abort();
    expect(t.priceStreams.count()).toBe(0);
    t.clock.advance(1000);
    expect(t.priceStreams.publish()).toBe(0);
  });

  test('beyond the streams one process keeps open, a new one is refused with 503 and Retry-After', async () => {
    const t = await setup();
    const priceStreams = createPriceStreams({ market: t.market, db: t.db, clock: t.clock, maxStreams: 1 });
    const app = createApp({ ...t, priceStreams });
    const { token } = await signedInAs(t, 'client');
    const headers = { Authorization: `Bearer ${token}` };
    const first = await app.request('/api/market-data/stream', { headers });
    expect(first.status).toBe(200);
    const second = await app.request('/api/market-data/stream', { headers });
    expect(second.status).toBe(503);
    expect(second.headers.get('Retry-After')).toBe('30');
    expect((await readJson(second)).error.code).toBe('unavailable');
    priceStreams.closeAll();
    expect(priceStreams.count()).toBe(0);
  });

  test("one session holds at most its tabs' share of streams; another session still opens one", async () => {
    const t = await setup();
    const greedy = await signedInAs(t, 'client');
    const other = await signedInAs(t, 'viewer');
    const opened = [];
    for (let n = 0; n < MAX_STREAMS_PER_SESSION; n++) opened.push(await openStream(t, greedy.token));
    expect(opened.every((res) => res.status === 200)).toBe(true);
    const refused = await openStream(t, greedy.token);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect((await openStream(t, other.token)).status).toBe(200);
    t.priceStreams.closeAll();
  });

  test('a stream opened while the session check runs is not taken for ended', async () => {
    const t = await setup();
    const first = await signedInAs(t, 'client');
    const second = await signedInAs(t, 'viewer');
    await openStream(t, first.token);
    const check = t.priceStreams.recheckSessions();
    // Opened (its session checked as the route does) after the check read which streams to ask
    // about, before its answer.
    const late = t.priceStreams.open(sessionIdOf(second.token), undefined);
    expect(late).not.toBeNull();
    expect(await check).toBe(0);
    expect(t.priceStreams.count()).toBe(2);
    t.priceStreams.closeAll();
  });

  test('a stream resumed with the current tick as Last-Event-ID skips it and sends the next; an older id gets the current one', async () => {
    const t = await setup();
    const { token } = await signedInAs(t, 'client');
    const current = String(t.clock.now().getTime());
    const resumed = eventsOf(await openStream(t, token, { 'Last-Event-ID': current }));
    const older = eventsOf(await openStream(t, token, { 'Last-Event-ID': String(Number(current) - 5000) }));
    expect(await resumed.next()).toEqual({ retry: expect.any(Number) });
    expect(await older.next()).toEqual({ retry: expect.any(Number) });
    expect(((await older.next()) as StreamEvent).id).toBe(current);

    t.clock.advance(1000);
    expect(t.priceStreams.publish()).toBe(2);
    const afterDrop = (await resumed.next()) as StreamEvent;
    expect(afterDrop.id).toBe(String(t.clock.now().getTime()));
    expect(afterDrop.data).toBe(await (await t.app.request('/api/market-data')).text());
    await Promise.all([resumed.cancel(), older.cancel()]);
  });

  test('a stream whose session was signed out gets session-ended and closes at the next check; others go on', async () => {
    const t = await setup();
    const leaving = await signedInAs(t, 'client');
    const staying = await signedInAs(t, 'viewer');
    const ended = eventsOf(await openStream(t, leaving.token));
    const kept = eventsOf(await openStream(t, staying.token));
    for (const events of [ended, kept]) {
      await events.next(); // retry
      await events.next(); // current tick
    }
    const logout = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${leaving.token}`, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(logout.status).toBe(204);
    // Until the check the stream lives on the shared tick: signing out costs it no query.
    expect(t.priceStreams.count()).toBe(2);

    expect(await t.priceStreams.recheckSessions()).toBe(1);
    expect(await ended.next()).toEqual({ event: SESSION_ENDED_EVENT, data: 'ended' });
    expect(await ended.next()).toBe('closed');
    expect(t.priceStreams.count()).toBe(1);

    // An expired session ends the same way, though nobody deleted it.
    t.clock.advance(13 * 3_600_000);
    expect(await t.priceStreams.recheckSessions()).toBe(1);
    expect(await kept.next()).toMatchObject({ event: SESSION_ENDED_EVENT });
    expect(t.priceStreams.count()).toBe(0);
  });

  test('a suspended account loses its stream at the next check', async () => {
    const t = await setup();
    const { token, user } = await signedInAs(t, 'client');
    const events = eventsOf(await openStream(t, token));
    await events.next();
    await t.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect(await t.priceStreams.recheckSessions()).toBe(1);
    await events.next(); // the current tick, queued before
    expect(await events.next()).toMatchObject({ event: SESSION_ENDED_EVENT });
  });
});
