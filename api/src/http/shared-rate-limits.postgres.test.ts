/**
 * Two API processes on one PostgreSQL database share every rate limit (docs/decisions.md §61):
 * each app here has its own engine (its own connection pool and limiters) on the same schema,
 * like two processes behind a load balancer, and the client's calls alternate between them.
 * Call N+1 meets the limit whichever process answers it.
 */
import { describe, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { type Config, testConfig } from '#api/config.ts';
import type { DatabaseEngine } from '#api/db/engine.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { createLogger } from '#api/lib/logger.ts';
import { createSimulatedFeed } from '#api/market/simulated-feed.ts';
import { CHEAP_PASSWORD_HASHING, fromIp, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { postJson, readJson, TEST_NOW } from '#api/testing/test-app.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { parseTrustProxy } from './client-address.ts';

const openDatabase = databasePerTest();

type App = ReturnType<typeof createApp>;

/** Two apps, each on its own engine on one fresh schema, with one fixed clock. */
async function twoProcesses(overrides: Partial<Config>) {
  const database = await openDatabase();
  const second = database.openAnother();
  const config = testConfig({ ...CHEAP_PASSWORD_HASHING, ...overrides });
  const clock = fixedClock(TEST_NOW);
  const appOn = (engine: DatabaseEngine) =>
    createApp({
      db: engine.db,
      rateCounters: engine.rateCounters,
      clock,
      config,
      logger: createLogger('silent'),
      market: createSimulatedFeed({ clock }),
    });
  const apps: [App, App] = [appOn(database.engine), appOn(second)];
  return { apps, clock, db: database.engine.db };
}

/** Sends `count` calls, the first to `apps[0]` and then to each app in turn. */
async function alternating(
  apps: [App, App],
  count: number,
  call: (app: App, i: number) => Response | Promise<Response>,
) {
  const answers: Response[] = [];
  for (let i = 0; i < count; i++) answers.push(await call(apps[i % 2] as App, i));
  return answers;
}

const statuses = (answers: Response[]) => answers.map((answer) => answer.status);

describe('rate limits shared by two API processes on one PostgreSQL database', () => {
  test('leads: LEADS_RATE_LIMIT submissions across both, then one 429 on either', async () => {
    const { apps, db } = await twoProcesses({ LEADS_RATE_LIMIT: 3 });
    const submit = (app: App, i: number) =>
      app.request('/api/leads', postJson(sampleLead('contact', { email: `a${i}@x.ch` })), fromIp('203.0.113.9'));
    const answers = await alternating(apps, 4, submit);
    expect(statuses(answers)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.headers.get('Retry-After')).toBe('60');
    expect((await submit(apps[0], 4)).status).toBe(429);
    expect(await db.selectFrom('leads').select('email').orderBy('email').execute()).toEqual([
      { email: 'a0@x.ch' },
      { email: 'a1@x.ch' },
      { email: 'a2@x.ch' },
    ]);
  });

  test('analytics events: EVENTS_RATE_LIMIT events across both, then one 429 on either', async () => {
    const { apps, clock } = await twoProcesses({ EVENTS_RATE_LIMIT: 4 });
    const send = (app: App) =>
      app.request('/api/events', postJson({ name: 'page_view', path: '/' }), fromIp('203.0.113.9'));
    const answers = await alternating(apps, 5, send);
    expect(statuses(answers)).toEqual([202, 202, 202, 202, 429]);
    expect(answers[4]?.headers.get('Retry-After')).toBe('60');
    expect((await send(apps[1])).status).toBe(429);
    // The window both processes count in ends for both at once.
    clock.advance(60_000);
    expect(statuses(await alternating(apps, 2, send))).toEqual([202, 202]);
  });

  test('login: the per-username-and-address limit holds across both; a success on one clears it on the other', async () => {
    const { apps } = await twoProcesses({ LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: 3 });
    await registerUser(apps[0], 'linus');
    const attempt = (app: App, password: string, ip = '203.0.113.66') =>
      app.request('/api/auth/login', postJson({ username: 'linus', password }), fromIp(ip));
    const guesses = await alternating(apps, 4, (app, i) => attempt(app, `guess ${i}`));
    expect(statuses(guesses)).toEqual([401, 401, 401, 429]);
    expect(guesses[3]?.headers.get('Retry-After')).toBe('900');
    expect((await attempt(apps[0], TEST_PASSWORD)).status).toBe(429);
    // The owner at another address is not locked out.
    const owner = (app: App, password: string) => attempt(app, password, '198.51.100.7');
    expect(statuses(await alternating(apps, 2, (app, i) => owner(app, `typo ${i}`)))).toEqual([401, 401]);
    expect((await owner(apps[0], TEST_PASSWORD)).status).toBe(200);
    // That success cleared the owner's pair for both processes: three tries again, not one.
    expect(statuses(await alternating(apps, 4, (app, i) => owner(app, `typo ${i}`)))).toEqual([401, 401, 401, 429]);
  });

  test('register: REGISTER_RATE_LIMIT registrations across both, then one 429 on either', async () => {
    const { apps } = await twoProcesses({ REGISTER_RATE_LIMIT: 3 });
    const register = (app: App, i: number) =>
      app.request(
        '/api/auth/register',
        postJson({ username: `user${i}`, email: `user${i}@example.com`, password: TEST_PASSWORD }),
        fromIp('203.0.113.9'),
      );
    const answers = await alternating(apps, 4, register);
    expect(statuses(answers)).toEqual([201, 201, 201, 429]);
    expect(answers[3]?.headers.get('Retry-After')).toBe('3600');
    expect((await register(apps[0], 4)).status).toBe(429);
  });

  test('the API call limit: one allowance and one RateLimit count across both, behind a load balancer', async () => {
    const { apps } = await twoProcesses({ API_RATE_LIMIT_PER_MINUTE: 4, TRUST_PROXY: parseTrustProxy('1') });
    // The load balancer reaches each process from its own address and forwards the client's.
    const call = (app: App) =>
      app.request(
        '/api/market-data',
        { headers: { 'X-Forwarded-For': '203.0.113.9' } },
        fromIp(app === apps[0] ? '10.0.0.2' : '10.0.0.3'),
      );
    const answers = await alternating(apps, 5, call);
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 429]);
    expect(answers.map((answer) => answer.headers.get('RateLimit'))).toEqual([
      '"default";r=3;t=60',
      '"default";r=2;t=60',
      '"default";r=1;t=60',
      '"default";r=0;t=60',
      '"default";r=0;t=60',
    ]);
    expect(answers[4]?.headers.get('Retry-After')).toBe('60');
    expect((await readJson(answers[4] as Response)).error.code).toBe('rate_limited');
    expect((await call(apps[0])).status).toBe(429);
  });
});
