/**
 * The loads of `pnpm bench:api` and how one is measured: autocannon on loopback spreads its
 * connections evenly over the deployment's API processes (connection i goes to process
 * i mod n), so requests/s and latency are those of the whole deployment as one client sees it,
 * each process's peak RSS is sampled every 100 ms, and the processes' CPU time is divided by
 * the requests answered.
 *
 * The counted loads come from many clients, as in production, not from one: each request
 * names the next of 1,000 client addresses (`X-Forwarded-For`, the server trusting loopback as
 * its proxy) and, signed in, the next of as many accounts as connections. Every limit still
 * counts every call, but the requests in flight never all count against one client, which on
 * PostgreSQL would make them queue for that client's row (docs/decisions.md §65).
 *
 * @example const row = await runLoad({ urls, pids, connections: 32, duration: 10 }, benchLoads(clients, 30_000)[0]);
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import autocannon from 'autocannon';

export const BENCH_UTM_SOURCE = 'bench';
export const LEAD_LOAD = 'POST /api/leads';
export const LOGIN_LOAD = 'POST /api/auth/login';
const PASSWORD = 'correct horse battery staple 42';
/** Fewer than any in-memory limiter keeps (docs/decisions.md §57), so none of them evicts. */
const ADDRESSES = 1000;

/** An address of 198.18.0.0/15, the block set aside for benchmarks (RFC 2544). */
function clientAddress(n: number): string {
  const index = n % ADDRESSES;
  return `198.18.${index >> 8}.${index & 255}`;
}

/** The bench's accounts: a username and the token of its session. */
export interface BenchAccount {
  username: string;
  token: string;
}

export interface Load {
  name: string;
  requests: autocannon.Request[];
  /** A fixed number of requests instead of a duration, so that every one completes and can be counted. */
  amount?: number;
}

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  accepted: number;
  /** Peak RSS of each API process, in MiB. */
  peakRssMiB: number[];
  /**
   * CPU time the API processes spent per answered request, in microseconds: the server's own
   * cost, which the load generator's share of the cores does not blur as it does requests/s.
   */
  cpuMicrosPerRequest: number;
}

const json = { 'content-type': 'application/json' };

let leadNumber = 0;
function leadPayload(): string {
  leadNumber += 1;
  return JSON.stringify({
    kind: 'waitlist',
    clientId: randomUUID(),
    consent: true,
    consentVersion: 'en-waitlist-2026-11-24',
    page: '/',
    ts: new Date().toISOString(),
    email: `bench-${leadNumber}-${randomUUID().slice(0, 8)}@example.ch`,
    firstName: 'Bench',
    lastName: `Lead ${leadNumber}`,
    interest: 'hedge-fund',
    utm_source: BENCH_UTM_SOURCE,
  });
}

/**
 * Gives each request the next client: the requests in flight at one time (one per connection)
 * are consecutive, so they belong to different clients.
 */
function nextClient(accounts: readonly BenchAccount[]): () => { address: string; account: BenchAccount } {
  let n = 0;
  return () => {
    n += 1;
    return { address: clientAddress(n), account: accounts[n % accounts.length] as BenchAccount };
  };
}

/** The ceiling first: the other loads are read as a share of it. */
export function benchLoads(accounts: readonly BenchAccount[], leadRequests: number): Load[] {
  const marketClient = nextClient(accounts);
  const leadClient = nextClient(accounts);
  const loginClient = nextClient(accounts);
  return [
    { name: 'GET /bench/hello (ceiling)', requests: [{ method: 'GET', path: '/bench/hello' }] },
    // Health is counted by no limit (docs/decisions.md §57): the same request every time.
    { name: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }] },
    {
      name: 'GET /api/market-data',
      requests: [
        {
          method: 'GET',
          path: '/api/market-data',
          setupRequest: (request) => {
            const { address, account } = marketClient();
            return {
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': address, authorization: `Bearer ${account.token}` },
            };
          },
        },
      ],
    },
    {
      name: LEAD_LOAD,
      amount: leadRequests,
      requests: [
        {
          method: 'POST',
          path: '/api/leads',
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, ...json, 'x-forwarded-for': leadClient().address },
            body: leadPayload(),
          }),
        },
      ],
    },
    {
      name: LOGIN_LOAD,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login',
          setupRequest: (request) => {
            const { address, account } = loginClient();
            return {
              ...request,
              headers: { ...request.headers, ...json, 'x-forwarded-for': address },
              body: JSON.stringify({ username: account.username, password: PASSWORD }),
            };
          },
        },
      ],
    },
  ];
}

/**
 * Registers `count` accounts, each from its own address (the registration limit is per
 * address); any process serves them, since sessions are in the database.
 */
export async function registerBenchAccounts(url: string, count: number): Promise<BenchAccount[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const username = `bench_user_${index}`;
      const response = await fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { ...json, origin: url, 'x-forwarded-for': clientAddress(index) },
        body: JSON.stringify({
          username,
          password: PASSWORD,
          email: `bench-user-${index}@example.ch`,
          firstName: 'Bench',
          lastName: `User ${index}`,
        }),
      });
      if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
      return { username, token: ((await response.json()) as { token: string }).token };
    }),
  );
}

/** User and system CPU time a process has used so far, in clock ticks (100 a second on Linux). */
function cpuTicks(pid: number): number {
  // The fields after the command name, which sits in parentheses and may hold spaces.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
}
const TICKS_PER_SECOND = 100;

function rssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

interface Target {
  urls: string[];
  pids: number[];
  connections: number;
  duration: number;
}

export async function runLoad({ urls, pids, connections, duration }: Target, load: Load): Promise<LoadResult> {
  const peaks = pids.map(rssKiB);
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuTicks(pid), 0);
  const sampler = setInterval(() => {
    for (const [index, pid] of pids.entries()) peaks[index] = Math.max(peaks[index] ?? 0, rssKiB(pid));
  }, 100);
  try {
    const result = await autocannon({
      // autocannon takes several targets and gives connection i the target i mod n (its README);
      // its type declarations name only one.
      url: urls as unknown as string,
      connections,
      ...(load.amount ? { amount: load.amount } : { duration }),
      requests: load.requests,
    });
    const cpuSeconds = (pids.reduce((sum, pid) => sum + cpuTicks(pid), 0) - cpuBefore) / TICKS_PER_SECOND;
    return {
      name: load.name,
      cpuMicrosPerRequest: Math.round((cpuSeconds * 1e6) / Math.max(1, result.requests.total)),
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      accepted: result['2xx'],
      peakRssMiB: peaks.map((kib) => Math.round(kib / 1024)),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** One deployment's figures as a Markdown table, the ceiling being the first row. */
export function resultTable(results: readonly LoadResult[]): string {
  const ceiling = results[0]?.rps || 1;
  return [
    '| load | requests/s | % of ceiling | server CPU µs per request | p50 ms | p99 ms | errors | peak RSS MiB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps} | ${Math.round((r.rps / ceiling) * 100)}% | ${r.cpuMicrosPerRequest} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.peakRssMiB.join(' + ')} |`,
    ),
  ].join('\n');
}
