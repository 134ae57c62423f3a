import { describe, expect, test } from 'vitest';
import { countAnalyticsEvents } from '#api/repositories/analytics-events.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

describe('POST /api/events', () => {
  test('stores a valid event', async () => {
    const t = await setup();
    const res = await t.app.request(
      '/api/events',
      postJson({ name: 'page_view', path: '/press', properties: { ref: 'nav' } }),
    );
    expect(res.status).toBe(202);
    const rows = await t.db.selectFrom('analytics_events').selectAll().execute();
    expect(rows).toEqual([
      {
        id: 1,
        name: 'page_view',
        path: '/press',
        properties: '{"ref":"nav"}',
        created_at: '2026-11-20T09:30:00.000Z',
      },
    ]);
  });

  test.each([
    [{ name: 'nope', path: '/' }, 'name', 'Unknown event name.'],
    [{ name: 'page_view', path: 'press' }, 'path', 'A page path starts with /.'],
    [{ path: '/' }, 'name', undefined],
  ])('rejects %j with a message on %s', async (payload, field, message) => {
    const t = await setup();
    const res = await t.app.request('/api/events', postJson(payload));
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toContain(field);
    if (message) expect(body.error.fields[field]).toBe(message);
    expect(await countAnalyticsEvents(t.db)).toEqual([]);
  });
});

describe('POST /api/events limits', () => {
  test('a burst from one address gets 429 with Retry-After, and the minute frees up again', async () => {
    const t = await setup({ EVENTS_RATE_LIMIT: 3 });
    const send = () => t.app.request('/api/events', postJson({ name: 'page_view', path: '/' }));
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(202);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await readJson(limited)).error.code).toBe('rate_limited');
    // Invalid bodies count too: the limit runs before validation.
    expect((await t.app.request('/api/events', postJson({ path: '/' }))).status).toBe(429);
    t.clock.advance(60_000);
    expect((await send()).status).toBe(202);
    expect(await countAnalyticsEvents(t.db)).toEqual([{ name: 'page_view', count: 4 }]);
  });

  test('the default allows 120 events a minute', async () => {
    const t = await setup();
    expect(t.config.EVENTS_RATE_LIMIT).toBe(120);
  });
});
