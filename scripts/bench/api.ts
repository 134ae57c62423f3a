/**
 * `pnpm bench:api`: starts the production API on SQLite and drives it with autocannon on
 * loopback, each load bounded in time: a bare hello-world route (the ceiling), health,
 * market data, lead submissions with distinct valid payloads, and logins. Prints requests/s,
 * p50/p99 latency, errors and the server's peak RSS under each load, then checks that every
 * accepted lead is exactly one row.
 *
 * Options: DURATION seconds per load (default 10), CONNECTIONS (default 32), LEAD_REQUESTS (30000).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import autocannon from 'autocannon';
import { startServer } from '../../e2e/support/server.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 32);
const leadRequests = Number(process.env.LEAD_REQUESTS ?? 30_000);

function rssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

interface Load {
  name: string;
  requests: autocannon.Request[];
  headers?: Record<string, string>;
  /** A fixed number of requests instead of a duration, so that every one completes and can be counted. */
  amount?: number;
}

async function run(url: string, pid: number, load: Load) {
  let peak = rssKiB(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKiB(pid));
  }, 100);
  const result = await autocannon({
    url,
    connections,
    ...(load.amount ? { amount: load.amount } : { duration }),
    requests: load.requests,
    headers: load.headers,
  });
  clearInterval(sampler);
  const accepted = result['2xx'];
  return {
    name: load.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    accepted,
    peakRssMiB: Math.round(peak / 1024),
  };
}

let leadNumber = 0;
function leadPayload(): string {
  leadNumber += 1;
  return JSON.stringify({
    kind: 'waitlist',
    clientId: randomUUID(),
    consent: true,
    consentVersion: '1.1',
    page: '/',
    ts: new Date().toISOString(),
    email: `bench-${leadNumber}-${randomUUID().slice(0, 8)}@example.ch`,
    firstName: 'Bench',
    lastName: `Lead ${leadNumber}`,
    interest: 'hedge-fund',
    utm_source: 'bench',
  });
}

const server = await startServer({
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    SEED_DEMO_DATA: 'false',
    BENCH_HELLO_ROUTE: 'true',
    // Raised for this run only, so the per-IP limit does not cap the measured throughput.
    LEADS_RATE_LIMIT: '100000000',
    LOGIN_RATE_LIMIT_PER_IP: '100000000',
    LOGIN_RATE_LIMIT_PER_USERNAME: '100000000',
    LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: '100000000',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  },
});

try {
  const json = { 'content-type': 'application/json' };
  const credentials = { username: 'bench_user', password: 'correct horse battery staple 42' };
  const register = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { ...json, origin: server.url },
    body: JSON.stringify({ ...credentials, email: 'bench@example.ch', firstName: 'Bench', lastName: 'User' }),
  });
  if (!register.ok) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const { token } = (await register.json()) as { token: string };

  const loads: Load[] = [
    { name: 'GET /bench/hello (ceiling)', requests: [{ method: 'GET', path: '/bench/hello' }] },
    { name: 'GET /api/health', requests: [{ method: 'GET', path: '/api/health' }] },
    {
      name: 'GET /api/market-data',
      requests: [{ method: 'GET', path: '/api/market-data' }],
      headers: { authorization: `Bearer ${token}` },
    },
    {
      name: 'POST /api/leads',
      amount: leadRequests,
      requests: [
        {
          method: 'POST',
          path: '/api/leads',
          headers: json,
          setupRequest: (request) => ({ ...request, body: leadPayload() }),
        },
      ],
    },
    {
      name: 'POST /api/auth/login',
      requests: [{ method: 'POST', path: '/api/auth/login', headers: json, body: JSON.stringify(credentials) }],
    },
  ];

  const results = [];
  for (const load of loads) {
    process.stdout.write(`running ${load.name} for ${duration} s...\n`);
    results.push(await run(server.url, server.pid, load));
  }

  const db = new DatabaseSync(path.join(server.dataDir, 'alpora.sqlite'), { readOnly: true });
  const rows = (db.prepare("select count(*) as n from leads where utm_source = 'bench'").get() as { n: number }).n;
  db.close();
  const leads = results.find((r) => r.name === 'POST /api/leads');
  const ceiling = results[0]?.rps ?? 1;

  const table = [
    '| load | requests/s | % of ceiling | p50 ms | p99 ms | errors | peak RSS MiB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.rps} | ${Math.round((r.rps / ceiling) * 100)}% | ${r.p50} | ${r.p99} | ${r.errors} | ${r.peakRssMiB} |`,
    ),
  ];
  process.stdout.write(`\n${duration} s per load, ${connections} connections, loopback:\n${table.join('\n')}\n`);
  process.stdout.write(
    `\nLeads: ${leads?.accepted ?? 0} accepted, ${rows} rows stored: ${rows === leads?.accepted ? 'exactly one row per accepted request' : 'MISMATCH'}\n`,
  );
} finally {
  await server.stop();
}
