/**
 * Global setup of the PostgreSQL test run (vitest.postgres.config.ts): the API tests run again on a PostgreSQL server,
 * the one TEST_DATABASE_URL names or else a throwaway cluster started here and removed after
 * the run (./postgres-cluster.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from './postgres-cluster.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? undefined : await startPostgresCluster();
  project.provide('postgresUrl', given ?? cluster?.url);
  return async () => {
    await cluster?.stop();
  };
}
