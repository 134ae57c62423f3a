import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * The staff side (docs/back-office.md): suspended accounts and a viewer's client on users; a
 * lead's place in the sales pipeline (status, owner) with the history of every move and note;
 * the audit log of every staff action and every staff view of a person's data.
 *
 * Columns added to existing tables carry no foreign key: SQLite cannot drop a column that has
 * one. Readers treat an id whose account is gone as nobody. The audit log and a lead's history
 * name their actor by id and by name, so the name outlives the account.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'varchar(30)').execute();
  await db.schema.alterTable('users').addColumn('viewer_of', 'varchar(36)').execute();
  await db.schema.createIndex('users_viewer_of').on('users').column('viewer_of').execute();

  await db.schema
    .alterTable('leads')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('new'))
    .execute();
  await db.schema.alterTable('leads').addColumn('owner_user_id', 'varchar(36)').execute();
  await db.schema.alterTable('leads').addColumn('status_changed_at', 'varchar(30)').execute();
  // The inbox pages newest first, filtered by kind or status (docs/back-office.md#leads-inbox).
  await db.schema.createIndex('leads_created_at_id').on('leads').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('leads_status_created_at').on('leads').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('leads_kind_created_at').on('leads').columns(['kind', 'created_at']).execute();

  await db.schema
    .createTable('lead_activity')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('lead_id', idType(db), (col) => col.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('actor_user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('from_status', 'varchar(16)')
    .addColumn('to_status', 'varchar(16)')
    .addColumn('owner_user_id', 'varchar(36)')
    .addColumn('note', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('lead_activity_lead_id').on('lead_activity').column('lead_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('actor_user_id', 'varchar(36)')
    .addColumn('actor_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('actor_role', 'varchar(16)', (col) => col.notNull())
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('subject_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('subject_id', 'varchar(100)')
    .addColumn('detail', 'text')
    .addColumn('address', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_subject').on('audit_log').columns(['subject_type', 'subject_id']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('lead_activity').execute();
  await db.schema.dropIndex('leads_kind_created_at').execute();
  await db.schema.dropIndex('leads_status_created_at').execute();
  await db.schema.dropIndex('leads_created_at_id').execute();
  await db.schema.alterTable('leads').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('leads').dropColumn('owner_user_id').execute();
  await db.schema.alterTable('leads').dropColumn('status').execute();
  await db.schema.dropIndex('users_viewer_of').execute();
  await db.schema.alterTable('users').dropColumn('viewer_of').execute();
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}
