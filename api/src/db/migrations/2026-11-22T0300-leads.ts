import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * Leads of every kind (docs/decisions.md §28): one row per email and kind, holding the latest
 * values, plus one row per accepted submission (client id, payload as sent) so that a retry is
 * recognised and no earlier message is lost when a repeat updates the lead.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('public_id', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(201)')
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('company', 'varchar(200)')
    .addColumn('persona', 'varchar(40)')
    .addColumn('selected_plan', 'varchar(40)')
    .addColumn('role', 'varchar(120)')
    .addColumn('aum_band', 'varchar(20)')
    .addColumn('use_case', 'varchar(40)')
    .addColumn('monthly_volume', 'varchar(20)')
    .addColumn('timeline', 'varchar(20)')
    .addColumn('infrastructure', 'text')
    .addColumn('message', 'text')
    .addColumn('consent_version', 'varchar(40)', (col) => col.notNull())
    .addColumn('consented_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('consent_page', 'varchar(300)', (col) => col.notNull())
    .addColumn('utm_source', 'varchar(200)')
    .addColumn('utm_medium', 'varchar(200)')
    .addColumn('utm_campaign', 'varchar(200)')
    .addColumn('referrer', 'varchar(1000)')
    .addColumn('submission_count', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('leads_kind_email', ['kind', 'email'])
    .execute();
  await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();

  await db.schema
    .createTable('lead_submissions')
    .addColumn('client_id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('lead_id', idType(db), (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('received_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_submissions_lead_id').on('lead_submissions').column('lead_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lead_submissions').execute();
  await db.schema.dropTable('leads').execute();
}
