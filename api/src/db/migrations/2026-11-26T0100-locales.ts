import type { Kysely } from 'kysely';

/**
 * Leads, accounts, privacy requests and demo bookings keep the language of the page they came
 * from (docs/product.md#languages, docs/decisions.md §303), and every mail to that person is
 * written in it. Everything stored before spoke English, the site's only language then: the
 * column starts at `en` for those rows. Subscriptions had their column from the start.
 */

const TABLES = ['leads', 'users', 'privacy_requests', 'demo_bookings'] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('locale', 'varchar(10)', (col) => col.notNull().defaultTo('en'))
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('locale').execute();
}
