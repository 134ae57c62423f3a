/**
 * `pnpm bench:api`: measures the production API, on loopback, in each deployment of
 * ./api-deployments.ts: SQLite with one process, PostgreSQL with one process, PostgreSQL with
 * two processes. Every deployment starts fresh and takes the same loads, each bounded in time:
 * a bare hello-world route (the ceiling), health, market data signed in, lead submissions with
 * distinct valid payloads, and logins (./api-loads.ts); then 1,000 concurrent price streams
 * (./api-streams.ts). Prints a table per deployment (requests/s, p50/p99 latency, errors, each
 * process's peak RSS), market data as a share of the ceiling against its 70 % target, the
 * streams' table, checks that every accepted lead is exactly one row and that every stream got
 * a pushed tick, and ends with requests/s side by side. Method: docs/benchmarks.md.
 *
 * Options: DURATION seconds per load (default 10), CONNECTIONS (default 32, spread evenly over
 * the processes), LEAD_REQUESTS (30000), ENGINES (`sqlite,postgres`, default both; `postgres`
 * runs its one- and two-process deployments), DATABASE_POOL_SIZE per process on PostgreSQL
 * (default 10), STREAMS (1000).
 */
import { DEPLOYMENTS, type Engine, startDeployment } from './api-deployments.ts';
import {
  BENCH_UTM_SOURCE,
  benchLoads,
  LEAD_LOAD,
  LOGIN_LOAD,
  type LoadResult,
  registerBenchAccounts,
  resultTable,
  runLoad,
} from './api-loads.ts';
import { runStreamLoad, type StreamLoadResult, streamTable } from './api-streams.ts';

const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 32);
const leadRequests = Number(process.env.LEAD_REQUESTS ?? 30_000);
const streams = Number(process.env.STREAMS ?? 1000);
/** Market data's target share of the ceiling (docs/benchmarks.md). */
const MARKET_DATA_TARGET = 0.7;
const engines = (process.env.ENGINES ?? 'sqlite,postgres').split(',').map((name) => name.trim());

const unknown = engines.filter((name) => name !== 'sqlite' && name !== 'postgres');
if (unknown.length > 0 || engines.length === 0) {
  process.stderr.write(`ENGINES must list sqlite and/or postgres, comma-separated; got "${process.env.ENGINES}"\n`);
  process.exit(2);
}
// The bench writes tens of thousands of leads: never into a database the shell happens to name.
delete process.env.DATABASE_URL;

const serverEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  // Production requires a mail server; nothing listens on port 9 (discard), so any mail only
  // queues and its delivery fails in the background, outside the measured requests.
  SMTP_URL: 'smtp://127.0.0.1:9',
  // Production requires the https origin its mails link to; no mail of the bench is delivered.
  SITE_URL: 'https://alpora.example',
  SEED_DEMO_DATA: 'false',
  BENCH_HELLO_ROUTE: 'true',
  // The load generator speaks for many clients through X-Forwarded-For (./api-loads.ts).
  TRUST_PROXY: 'loopback',
  // Raised for this run only, so the per-IP limit does not cap the measured throughput. The
  // calls are still counted (on PostgreSQL, in the shared table), as in production.
  LEADS_RATE_LIMIT: '100000000',
  LOGIN_RATE_LIMIT_PER_IP: '100000000',
  LOGIN_RATE_LIMIT_PER_USERNAME: '100000000',
  LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: '100000000',
  API_RATE_LIMIT_PER_MINUTE: '100000000',
};

const out = (text: string) => process.stdout.write(text);
const measured: { deployment: string; results: LoadResult[] }[] = [];

for (const deployment of DEPLOYMENTS.filter((d) => engines.includes(d.engine satisfies Engine))) {
  out(`\n${deployment.name}: starting...\n`);
  const running = await startDeployment(deployment, serverEnv);
  try {
    const accounts = await registerBenchAccounts(running.urls[0] ?? '', connections);
    const results: LoadResult[] = [];
    let streamResult: StreamLoadResult | undefined;
    for (const load of benchLoads(accounts, leadRequests)) {
      // Before the logins: their new sessions end the accounts' oldest ones, whose tokens the streams use.
      if (load.name === LOGIN_LOAD) {
        out(`  ${streams} price streams...\n`);
        streamResult = await runStreamLoad({ urls: running.urls, pids: running.pids, accounts, streams });
      }
      out(`  ${load.name}, ${load.amount ? `${load.amount} requests` : `${duration} s`}...\n`);
      results.push(await runLoad({ urls: running.urls, pids: running.pids, connections, duration }, load));
    }
    if (!streamResult) throw new Error('the price streams did not run');
    if (streamResult.pushed !== streams) process.exitCode = 1;
    const rows = await running.countLeads(BENCH_UTM_SOURCE);
    const accepted = results.find((r) => r.name === LEAD_LOAD)?.accepted ?? 0;
    const exact = rows === accepted;
    if (!exact) process.exitCode = 1;
    out(
      `\n${deployment.name}: ${duration} s per load, ${connections} connections, loopback:\n${resultTable(results)}\n` +
        `\nLeads: ${accepted} accepted, ${rows} rows stored: ${exact ? 'exactly one row per accepted request' : 'MISMATCH'}\n`,
    );
    const ceiling = results[0]?.rps || 1;
    const market = results.find((r) => r.name === 'GET /api/market-data');
    const share = (market?.rps ?? 0) / ceiling;
    const cpuRatio = (market?.cpuMicrosPerRequest ?? 0) / (results[0]?.cpuMicrosPerRequest || 1);
    out(
      `Market data: ${Math.round(share * 100)}% of the ceiling (target ${MARKET_DATA_TARGET * 100}%: ${share >= MARKET_DATA_TARGET ? 'met' : 'missed'}); ` +
        `server CPU per request ${cpuRatio.toFixed(2)} times the ceiling's\n` +
        `\nPrice streams:\n${streamTable(streamResult)}\n` +
        `${streamResult.pushed === streams ? 'Every stream received a pushed tick.' : `MISSING: ${streams - streamResult.pushed} streams received no pushed tick`}\n`,
    );
    measured.push({ deployment: deployment.name, results });
  } finally {
    await running.stop();
  }
}

if (measured.length > 1) {
  const loads = measured[0]?.results.map((r) => r.name) ?? [];
  const rows = loads.map(
    (load) =>
      `| ${load} | ${measured.map(({ results }) => results.find((r) => r.name === load)?.rps ?? '').join(' | ')} |`,
  );
  out(
    `\nrequests/s by deployment:\n| load | ${measured.map((m) => m.deployment).join(' | ')} |\n` +
      `| --- |${' --- |'.repeat(measured.length)}\n${rows.join('\n')}\n`,
  );
}
