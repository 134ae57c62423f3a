/**
 * The deployments `pnpm bench:api` measures, each started fresh and removed again: the embedded
 * default (one process on SQLite in a new data folder) and one or two API processes sharing a
 * new PostgreSQL server with its durability settings on (fsync at every commit, as SQLite's
 * `synchronous=FULL`, docs/decisions.md §65). Every process is the production server
 * (`NODE_ENV=production`) without the site (`SERVE_SITE=false`), so deployments differ only in
 * their database and number of processes.
 *
 * @example const running = await startDeployment(DEPLOYMENTS[2], env); … running.urls … await running.stop();
 */
import fs from 'node:fs';
import { openDatabase } from '../../api/src/db/engine.ts';
import { type PostgresCluster, startPostgresCluster } from '../../api/src/testing/postgres-cluster.ts';
import { startServer } from '../../e2e/support/server.ts';

export type Engine = 'sqlite' | 'postgres';

export interface Deployment {
  name: string;
  engine: Engine;
  processes: number;
}

export const DEPLOYMENTS: readonly Deployment[] = [
  { name: 'SQLite, one process', engine: 'sqlite', processes: 1 },
  { name: 'PostgreSQL, one process', engine: 'postgres', processes: 1 },
  { name: 'PostgreSQL, two processes', engine: 'postgres', processes: 2 },
];

export interface RunningDeployment {
  /** One URL per API process; the load generator spreads its connections over them. */
  urls: string[];
  pids: number[];
  /**
   * Leads stored with this `utm_source`. Stops the processes first, so the count reads the
   * database as the load left it.
   */
  countLeads(utmSource: string): Promise<number>;
  /** Stops the processes and removes their data folders and the PostgreSQL server. */
  stop(): Promise<void>;
}

export async function startDeployment(deployment: Deployment, env: Record<string, string>): Promise<RunningDeployment> {
  const cluster: PostgresCluster | undefined =
    deployment.engine === 'postgres' ? await startPostgresCluster({ durable: true }) : undefined;
  const databaseEnv: Record<string, string> = cluster ? { DATABASE_URL: cluster.url } : {};
  // Started at once: on PostgreSQL the processes migrate the new database concurrently, as
  // a deployment's processes do (docs/deployment.md#migrations).
  const started = await Promise.allSettled(
    Array.from({ length: deployment.processes }, () =>
      startServer({ env: { ...env, ...databaseEnv, SERVE_SITE: 'false' } }),
    ),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    await cluster?.stop();
    throw failed.reason;
  }
  const dataDir = servers[0]?.dataDir ?? '';
  let stopped = false;
  const stopServers = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(servers.map((server) => server.stop()));
  };
  return {
    urls: servers.map((server) => server.url),
    pids: servers.map((server) => server.pid),
    async countLeads(utmSource) {
      await stopServers();
      const engine = openDatabase({ url: cluster?.url, dataDir, file: 'alpora.sqlite' });
      try {
        const row = await engine.db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('utm_source', '=', utmSource)
          .executeTakeFirstOrThrow();
        return Number(row.count);
      } finally {
        await engine.close();
      }
    },
    async stop() {
      await stopServers();
      for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
      await cluster?.stop();
    },
  };
}
