import type { Kysely } from 'kysely';

/**
 * The team's decision on each design-partner application (docs/back-office.md#design-partners):
 * accepted or declined (null while pending), the cohort an acceptance takes a seat of, the note,
 * and who decided and when, as columns of the application's lead. The audit log keeps every
 * earlier decision.
 *
 * `partner_cohorts` holds one row per cohort that every decision writes first: on PostgreSQL the
 * row stays locked until the decision's transaction ends, so two acceptances racing over two
 * processes take turns and the second counts the first's seat.
 *
 * Columns added to existing tables carry no foreign key: SQLite cannot drop a column that has one.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('leads').addColumn('partner_decision', 'varchar(16)').execute();
  await db.schema.alterTable('leads').addColumn('partner_cohort', 'varchar(40)').execute();
  await db.schema.alterTable('leads').addColumn('partner_decision_note', 'text').execute();
  await db.schema.alterTable('leads').addColumn('partner_decided_by', 'varchar(36)').execute();
  await db.schema.alterTable('leads').addColumn('partner_decided_by_name', 'varchar(100)').execute();
  await db.schema.alterTable('leads').addColumn('partner_decided_at', 'varchar(30)').execute();

  await db.schema
    .createTable('partner_cohorts')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('last_decided_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partner_cohorts').execute();
  await db.schema.alterTable('leads').dropColumn('partner_decided_at').execute();
  await db.schema.alterTable('leads').dropColumn('partner_decided_by_name').execute();
  await db.schema.alterTable('leads').dropColumn('partner_decided_by').execute();
  await db.schema.alterTable('leads').dropColumn('partner_decision_note').execute();
  await db.schema.alterTable('leads').dropColumn('partner_cohort').execute();
  await db.schema.alterTable('leads').dropColumn('partner_decision').execute();
}
