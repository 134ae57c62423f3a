/**
 * Runs the versioned migrations at start-up. The list is explicit (no directory scan) so that
 * it works the same under Node, Vitest and a bundler.
 */
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { isPostgres } from './migrations/columns.ts';
import { migrations } from './migrations/index.ts';

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against Kysely<any>
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // On PostgreSQL the migration tables live in the connection's schema: Kysely would otherwise
  // take another schema's tables on the same server (a test's) for its own.
  const migrationTableSchema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results.map((result) => result.migrationName);
}
