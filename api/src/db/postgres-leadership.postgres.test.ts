import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, inject, test, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '#api/testing/tcp-proxy.ts';
import { openTestDatabase, type TestDatabase } from '#api/testing/test-database.ts';
import type { Leadership } from './leadership.ts';
import { postgresConnection } from './postgres-engine.ts';
import { type PostgresLeadershipOptions, postgresLeadership } from './postgres-leadership.ts';

/** A server and schema, as one deployment of the API sees them. */
interface Place {
  url: string;
  schema: string;
}

const databases: TestDatabase[] = [];
const leaderships: Leadership[] = [];
const proxies: TcpProxy[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(leaderships.splice(0).map((leadership) => leadership.close()));
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

const admin = new pg.Pool({ ...postgresConnection(inject('postgresUrl') ?? ''), max: 2 });
afterAll(() => admin.end());

/** A schema of its own on the test server, dropped after the test. */
async function freshPlace(): Promise<Place> {
  const database = await openTestDatabase();
  databases.push(database);
  if (!database.postgres) throw new Error('this test runs in the PostgreSQL test run only');
  return database.postgres;
}

/** One API process's leadership in `place`, closed after the test. */
function leadershipIn(place: Place, options?: PostgresLeadershipOptions): Leadership {
  const leadership = postgresLeadership(postgresConnection(place.url, place.schema), options);
  leaderships.push(leadership);
  return leadership;
}

/** A proxy between a process and the server (../testing/tcp-proxy.ts), and `place` as seen through it. */
async function proxyTo(place: Place): Promise<{ proxy: TcpProxy; proxied: Place }> {
  const proxy = await startTcpProxy(place.url);
  proxies.push(proxy);
  return { proxy, proxied: { ...place, url: proxy.url } };
}

/**
 * The server process that holds `job`'s lock in `place`, as PostgreSQL itself reports it: the
 * lock's 64-bit key is split into `classid` (high half) and `objid` (low half) in pg_locks.
 */
async function holderOf(place: Place, job: string): Promise<number | undefined> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pid from pg_locks
      where locktype = 'advisory' and granted and objsubid = 1
        and ((classid::bigint << 32) | objid::bigint) = hashtext($1 || ':' || $2)::bigint`,
    [place.schema, job],
  );
  return rows[0]?.pid;
}

/** Ends the holder's session from the server side, and waits until its lock is free. */
async function terminateHolder(place: Place, job: string): Promise<void> {
  const pid = await holderOf(place, job);
  expect(pid).toBeDefined();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await vi.waitFor(async () => expect(await holderOf(place, job)).toBeUndefined());
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('postgresLeadership: one leader per job and schema', () => {
  test('of two processes asking at once, exactly one leads the job', async () => {
    const place = await freshPlace();
    const [a, b] = [leadershipIn(place), leadershipIn(place)];
    const answers = await Promise.all([a.holds('health-checks'), b.holds('health-checks')]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await holderOf(place, 'health-checks')).toBeDefined();
  });

  test('each job has its own lead', async () => {
    const place = await freshPlace();
    const [a, b] = [leadershipIn(place), leadershipIn(place)];
    expect(await a.holds('health-checks')).toBe(true);
    expect(await b.holds('retention-purge')).toBe(true);
    expect(await a.holds('retention-purge')).toBe(false);
    expect(await b.holds('health-checks')).toBe(false);
  });

  test('the holder keeps the lead at every later ask, the other never gets it', async () => {
    const place = await freshPlace();
    const [a, b] = [leadershipIn(place), leadershipIn(place)];
    expect(await a.holds('health-checks')).toBe(true);
    const holder = await holderOf(place, 'health-checks');
    for (let ask = 0; ask < 5; ask++) {
      expect(await b.holds('health-checks')).toBe(false);
      expect(await a.holds('health-checks')).toBe(true);
    }
    expect(await holderOf(place, 'health-checks')).toBe(holder);
  });

  test('leaderships on two schemas of one server never block each other', async () => {
    const [first, second] = [await freshPlace(), await freshPlace()];
    expect(await leadershipIn(first).holds('health-checks')).toBe(true);
    expect(await leadershipIn(second).holds('health-checks')).toBe(true);
    expect(await leadershipIn(first).holds('health-checks')).toBe(false);
  });
});

describe('postgresLeadership: handing over', () => {
  test('after the holder closes, the other leads at its next ask and the closed one never again', async () => {
    const place = await freshPlace();
    const [a, b] = [leadershipIn(place), leadershipIn(place)];
    expect(await a.holds('health-checks')).toBe(true);
    expect(await b.holds('health-checks')).toBe(false);
    await a.close();
    expect(await b.holds('health-checks')).toBe(true);
    await b.close();
    expect(await a.holds('health-checks')).toBe(false);
  });

  test('when the server ends the holder’s session, the other leads at its next ask; the old holder follows until the lead is free', async () => {
    const place = await freshPlace();
    const [a, b] = [leadershipIn(place), leadershipIn(place)];
    expect(await a.holds('health-checks')).toBe(true);
    await terminateHolder(place, 'health-checks');

    expect(await b.holds('health-checks')).toBe(true);
    expect(await a.holds('health-checks')).toBe(false);
    expect(await a.holds('health-checks')).toBe(false);
    expect(await b.holds('health-checks')).toBe(true);

    await b.close();
    expect(await a.holds('health-checks')).toBe(true);
  });

  test('a holder whose session the server ended, with no rival, leads again at its next ask', async () => {
    const place = await freshPlace();
    const a = leadershipIn(place);
    expect(await a.holds('health-checks')).toBe(true);
    const before = await holderOf(place, 'health-checks');
    await terminateHolder(place, 'health-checks');
    expect(await a.holds('health-checks')).toBe(true);
    const after = await holderOf(place, 'health-checks');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });
});

describe('postgresLeadership: failures answer false, never throw or hang', () => {
  test('an unreachable server answers false', async () => {
    const place = await freshPlace();
    const url = new URL(place.url);
    url.port = String(await closedPort());
    const a = leadershipIn({ ...place, url: url.toString() });
    await expect(a.holds('health-checks')).resolves.toBe(false);
    await expect(a.holds('health-checks')).resolves.toBe(false);
  });

  test('a server that never answers the connection costs one bounded wait, then false', async () => {
    const place = await freshPlace();
    const { proxy, proxied } = await proxyTo(place);
    proxy.silence();
    await expect(leadershipIn(proxied, { timeoutMs: 200 }).holds('health-checks')).resolves.toBe(false);
  });

  test('a holder whose network falls silent answers false, and the other leads once that session is gone', async () => {
    const place = await freshPlace();
    const { proxy, proxied } = await proxyTo(place);
    const [a, b] = [leadershipIn(proxied, { timeoutMs: 200 }), leadershipIn(place)];
    expect(await a.holds('health-checks')).toBe(true);
    proxy.silence();
    // The server still sees the holder's session: nobody else may lead yet.
    expect(await b.holds('health-checks')).toBe(false);
    expect(await a.holds('health-checks')).toBe(false);
    // The holder gave its connection up, which ends its session.
    await vi.waitFor(async () => expect(await holderOf(place, 'health-checks')).toBeUndefined());
    expect(await b.holds('health-checks')).toBe(true);
  });

  test('a holder whose connection the server lost unnoticed takes a new one and leads again in the same ask', async () => {
    const place = await freshPlace();
    const { proxy, proxied } = await proxyTo(place);
    const a = leadershipIn(proxied, { timeoutMs: 200 });
    expect(await a.holds('health-checks')).toBe(true);
    proxy.strand();
    await vi.waitFor(async () => expect(await holderOf(place, 'health-checks')).toBeUndefined());
    expect(await a.holds('health-checks')).toBe(true);
    expect(await holderOf(place, 'health-checks')).toBeDefined();
  });

  test('closing a holder whose network fell silent does not hang', async () => {
    const place = await freshPlace();
    const { proxy, proxied } = await proxyTo(place);
    const a = leadershipIn(proxied, { timeoutMs: 200 });
    expect(await a.holds('health-checks')).toBe(true);
    proxy.silence();
    await expect(a.close()).resolves.toBeUndefined();
    expect(await a.holds('health-checks')).toBe(false);
  });
});

describe('postgresLeadership: asks at once and closing', () => {
  test('asks for two jobs at once go over one connection, one query at a time', async () => {
    const place = await freshPlace();
    const a = leadershipIn(place);
    await a.holds('health-checks');
    // Only `a` talks to the server while the asks below run.
    const query = pg.Client.prototype.query;
    let running = 0;
    let most = 0;
    const watch = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      running += 1;
      most = Math.max(most, running);
      const result = Reflect.apply(query, this, args) as Promise<unknown>;
      const settled = () => {
        running -= 1;
      };
      result.then(settled, settled);
      return result as never;
    });

    const answers = await Promise.all([a.holds('health-checks'), a.holds('retention-purge'), a.holds('health-checks')]);
    watch.mockRestore();

    expect(answers).toEqual([true, true, true]);
    expect(most).toBe(1);
    expect(await holderOf(place, 'retention-purge')).toBe(await holderOf(place, 'health-checks'));
  });

  test('closing while the first connection is still being made leaves nobody holding the lead', async () => {
    const place = await freshPlace();
    const [a, b] = [leadershipIn(place), leadershipIn(place)];
    const asking = a.holds('health-checks');
    const closing = a.close();
    expect(await asking).toBe(false);
    await closing;
    expect(await holderOf(place, 'health-checks')).toBeUndefined();
    expect(await b.holds('health-checks')).toBe(true);
  });

  test('a closed leadership answers false and opens no connection', async () => {
    const place = await freshPlace();
    const a = leadershipIn(place);
    await a.close();
    expect(await a.holds('health-checks')).toBe(false);
    expect(await holderOf(place, 'health-checks')).toBeUndefined();
  });
});
