/** The database as a whole, for readiness checks. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '#api/db/schema.ts';

/** Runs the cheapest query there is; rejects when the database does not answer. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
