import { describe, expect, test } from 'vitest';
import { recordHealthCheck } from '#api/repositories/health-checks.ts';
import { addIncidentUpdate, openIncident } from '#api/repositories/incidents.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest();

type Db = Awaited<ReturnType<typeof setup>>['db'];
const check = (db: Db, service: string, status: 'operational' | 'degraded' | 'down', at: string, latencyMs = 20) =>
  recordHealthCheck(db, { service, status, latencyMs, checkedAt: new Date(at) });
/** The scheduler's heartbeat ran from `from` to `to`, checking the test app's monitored services. */
const monitored = (db: Db, from: string, to: string) =>
  db
    .insertInto('monitoring_periods')
    .values(
      ['app', 'api', 'market'].map((service) => ({ source: 'scheduler', service, started_at: from, ended_at: to })),
    )
    .execute();

describe('GET /api/status', () => {
  test('before any check: every service unknown, every day no data, no invented figures', async () => {
    const { app } = await setup();
    const res = await app.request('/api/status');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await readJson(res);
    expect(body.services.map((s: { name: string }) => s.name)).toEqual([
      'App',
      'API',
      'Orchestrator',
      'Market Aggregator',
    ]);
    expect(body.services.map((s: { status: string }) => s.status)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(body.services.find((s: { id: string }) => s.id === 'orchestrator').monitored).toBe(false);
    expect(body.lastUpdated).toBeNull();
    expect(body.days).toHaveLength(30);
    expect(new Set(body.days.map((d: { status: string }) => d.status))).toEqual(new Set(['no_data']));
    expect(body.unmonitored).toEqual([
      { from: '2026-10-22T00:00:00.000Z', to: '2026-11-20T09:30:00.000Z', services: ['app', 'api', 'market'] },
    ]);
    expect(body.metrics).toEqual({
      uptime30d: null,
      coverage30d: 0,
      probe: null,
      averageResponseMs: null,
      criticalIncidents30d: 0,
      checkIntervalSeconds: 60,
    });
    expect(body.overall).toBe('degraded');
  });

  test('all monitored services operational: the banner is operational and uptime is monitored time judged up', async () => {
    const { app, db } = await setup();
    // Monitored since 18 Nov 12:00 (45.5 hours); the API was seen down for one minute of it.
    await monitored(db, '2026-11-18T12:00:00.000Z', '2026-11-20T09:29:30.000Z');
    for (const service of ['app', 'api', 'market']) await check(db, service, 'operational', '2026-11-20T09:29:30.000Z');
    await check(db, 'api', 'down', '2026-11-18T12:01:00.000Z', 40);
    await check(db, 'api', 'operational', '2026-11-18T12:02:00.000Z', 30);
    const body = await readJson(await app.request('/api/status'));
    expect(body.overall).toBe('operational');
    expect(body.lastUpdated).toBe('2026-11-20T09:29:30.000Z');
    const api = body.services.find((s: { id: string }) => s.id === 'api');
    // One minute down (12:00, the minute before the check) in 2730 monitored minutes; the 45.5
    // hours are 6.44% of the time judged, from 22 Oct to the last check stored.
    expect(api).toMatchObject({
      status: 'operational',
      lastCheck: '2026-11-20T09:29:30.000Z',
      uptime30d: 99.96,
      coverage30d: 6.44,
    });
    expect(api.days.slice(-3).map((d: { status: string }) => d.status)).toEqual(['down', 'no_data', 'operational']);
    expect(body.days.at(-1)).toEqual({
      date: '2026-11-20',
      status: 'operational',
      availability: 100,
      checks: 3,
      coverage: 100,
      unmonitored: [],
    });
    expect(body.days.at(-3)).toMatchObject({
      date: '2026-11-18',
      status: 'down',
      coverage: 50,
      unmonitored: [
        { from: '2026-11-18T00:00:00.000Z', to: '2026-11-18T12:00:00.000Z', services: ['app', 'api', 'market'] },
      ],
    });
    expect(body.metrics.averageResponseMs).toBe(30);
    // Three services monitored alike, one service-minute down.
    expect(body.metrics.uptime30d).toBe(99.98);
    expect(body.metrics.coverage30d).toBe(6.44);
  });

  test.each([
    ['degraded', 'degraded'],
    ['down', 'disruption'],
  ] as const)('a %s market feed makes the banner %s', async (market, overall) => {
    const { app, db } = await setup();
    for (const service of ['app', 'api']) await check(db, service, 'operational', '2026-11-20T09:29:30.000Z');
    await check(db, 'market', market, '2026-11-20T09:29:30.000Z');
    const body = await readJson(await app.request('/api/status'));
    expect(body.overall).toBe(overall);
    expect(body.services.find((s: { id: string }) => s.id === 'market').status).toBe(market);
  });

  test('a check older than three intervals is shown as unknown, not as a stale green', async () => {
    const { app, db } = await setup();
    for (const service of ['app', 'api', 'market']) await check(db, service, 'operational', '2026-11-20T09:20:00.000Z');
    const body = await readJson(await app.request('/api/status'));
    expect(body.services.map((s: { status: string }) => s.status)).toEqual([
      'unknown',
      'unknown',
      'unknown',
      'unknown',
    ]);
    expect(body.overall).toBe('degraded');
  });

  test('an orchestrator health URL makes it monitored; without the site served the App is not', async () => {
    const { app } = await setup({ HEALTH_ORCHESTRATOR_URL: 'http://orchestrator.internal/health', SERVE_SITE: false });
    const body = await readJson(await app.request('/api/status'));
    const monitored = Object.fromEntries(
      body.services.map((s: { id: string; monitored: boolean }) => [s.id, s.monitored]),
    );
    expect(monitored).toEqual({ app: false, api: true, orchestrator: true, market: true });
  });

  test('current incidents are the unresolved ones, newest update first; critical ones are counted', async () => {
    const { app, db, clock, config } = await setup();
    const at = clock.now();
    const mail = subscriptionMailSettings(config);
    const first = await openIncident(
      db,
      { title: 'Delayed prices', impact: 'minor', services: ['market'], message: 'Looking.' },
      at,
      mail,
    );
    await addIncidentUpdate(
      db,
      first,
      { status: 'identified', message: 'A venue is slow.' },
      new Date(at.getTime() + 1000),
      mail,
    );
    const second = await openIncident(
      db,
      { title: 'Orders rejected', impact: 'critical', services: [], message: 'Down.' },
      at,
      mail,
    );
    await addIncidentUpdate(db, second, { status: 'resolved', message: 'Fixed.' }, at, mail);
    const body = await readJson(await app.request('/api/status'));
    expect(body.incidents).toHaveLength(1);
    expect(body.incidents[0]).toMatchObject({
      id: first,
      title: 'Delayed prices',
      status: 'identified',
      services: ['market'],
    });
    expect(body.incidents[0].updates.map((u: { message: string }) => u.message)).toEqual([
      'A venue is slow.',
      'Looking.',
    ]);
    expect(body.metrics.criticalIncidents30d).toBe(1);
  });
});

describe('GET /api/status/summary', () => {
  /** The App's and the API's statuses as the full report's cards read them. */
  async function cardsOf(app: Awaited<ReturnType<typeof setup>>['app']) {
    const body = await readJson(await app.request('/api/status'));
    const status = (id: string) => body.services.find((s: { id: string }) => s.id === id).status;
    return { app: status('app'), api: status('api') };
  }

  test('before any check both are unknown, never a stale green, and nothing is cached', async () => {
    const { app } = await setup();
    const res = await app.request('/api/status/summary');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(res)).toEqual({ app: 'unknown', api: 'unknown' });
  });

  test.each([
    ['operational', 'operational'],
    ['down', 'operational'],
    ['degraded', 'down'],
  ] as const)('reads what the status page cards read: App %s, API %s', async (appStatus, apiStatus) => {
    const { app, db } = await setup();
    await check(db, 'app', appStatus, '2026-11-20T09:29:30.000Z');
    await check(db, 'api', apiStatus, '2026-11-20T09:29:30.000Z');
    const summary = await readJson(await app.request('/api/status/summary'));
    expect(summary).toEqual({ app: appStatus, api: apiStatus });
    expect(summary).toEqual(await cardsOf(app));
  });

  test('a check older than three intervals is unknown here as on the page', async () => {
    const { app, db } = await setup();
    for (const service of ['app', 'api']) await check(db, service, 'operational', '2026-11-20T09:20:00.000Z');
    expect(await readJson(await app.request('/api/status/summary'))).toEqual({ app: 'unknown', api: 'unknown' });
  });

  test('without the site served the App is not monitored: unknown', async () => {
    const { app, db } = await setup({ SERVE_SITE: false });
    await check(db, 'api', 'operational', '2026-11-20T09:29:30.000Z');
    expect(await readJson(await app.request('/api/status/summary'))).toEqual({ app: 'unknown', api: 'operational' });
  });

  test("is a few dozen bytes, not the page's report", async () => {
    const { app, db } = await setup();
    for (const service of ['app', 'api', 'market']) await check(db, service, 'operational', '2026-11-20T09:29:30.000Z');
    const summary = await (await app.request('/api/status/summary')).text();
    const report = await (await app.request('/api/status')).text();
    expect(summary.length).toBeLessThan(100);
    expect(report.length).toBeGreaterThan(summary.length * 20);
  });
});

describe('GET /api/status/incidents.atom', () => {
  test('is an Atom feed with every recent incident, escaped, linked to the configured origin', async () => {
    const { app, db, clock, config } = await setup({ SITE_URL: 'https://alpora.example' });
    const id = await openIncident(
      db,
      { title: 'Prices <late> & slow', impact: 'major', services: ['market'], message: 'We "look".' },
      clock.now(),
      subscriptionMailSettings(config),
    );
    // A forged Host header must not end up in a cached feed.
    const res = await app.request('http://evil.example/api/status/incidents.atom');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await res.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://alpora.example/api/status/incidents.atom"/>',
    );
    expect(xml).not.toContain('evil.example');
    expect(xml).toContain('<title>[Investigating] Prices &#60;late&#62; &#38; slow</title>');
    expect(xml).toContain(`<id>urn:alpora:incident:${id}</id>`);
    expect(xml).toContain('<updated>2026-11-20T09:30:00.000Z</updated>');
    expect(xml).toContain('<summary>We &#34;look&#34;.</summary>');
    expect(xml.match(/<entry>/g)).toHaveLength(1);
  });

  test('without incidents it is a valid empty feed', async () => {
    const { app } = await setup();
    const xml = await (await app.request('/api/status/incidents.atom')).text();
    expect(xml).toContain('<updated>2026-11-20T09:30:00.000Z</updated>');
    expect(xml).not.toContain('<entry>');
  });
});
