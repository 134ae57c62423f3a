/**
 * Global setup of the PostgreSQL test run (vitest.postgres.config.ts): the API tests run again on a PostgreSQL server,
 * the one TEST_DATABASE_URL names or else a throwaway cluster started here and removed after
 * the run (./postgres-cluster.ts). The migrations run once, here, into a template schema whose
 * dump every test replays in one round trip (./test-database.ts), instead of migrating a schema
 * of its own statement by statement.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#api/db/engine.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { dumpSchema, startPostgresCluster } from './postgres-cluster.ts';

/** The template's name; the random part keeps it from matching anything else in its dump. */
const TEMPLATE_SCHEMA = `template_${Math.random().toString(36).slice(2, 10)}`;

async function migratedTemplate(url: string): Promise<{ schema: string; sql: string } | null> {
  const engine = openDatabase({ url, schema: TEMPLATE_SCHEMA, dataDir: '', file: '', poolSize: 1 });
  try {
    const { sql } = await import('kysely');
    await sql.raw(`create schema ${TEMPLATE_SCHEMA}`).execute(engine.db);
    await migrateToLatest(engine.db);
  } finally {
    await engine.close();
  }
  const dump = await dumpSchema(url, TEMPLATE_SCHEMA);
  return dump ? { schema: TEMPLATE_SCHEMA, sql: dump } : null;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? undefined : await startPostgresCluster();
  const url = given ?? cluster?.url;
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', url ? await migratedTemplate(url) : null);
  return async () => {
    if (given) {
      const engine = openDatabase({ url: given, dataDir: '', file: '', poolSize: 1 });
      const { sql } = await import('kysely');
      await sql.raw(`drop schema if exists ${TEMPLATE_SCHEMA} cascade`).execute(engine.db);
      await engine.close();
    }
    await cluster?.stop();
  };
}
