import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * Privacy requests and cookie-banner choices (docs/privacy.md).
 *
 * privacy_requests: one row per request to see or erase what we hold about an address, from
 * the web form (with the SHA-256 of its mailed link) or recorded by staff, with its due date and
 * outcome. The staff member who answered is kept by id and by username, so the record outlives
 * the account.
 *
 * consent_records: every answer to the cookie banner, with the browser's random id, the policy
 * version and the page; no address, no cookie.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('privacy_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('channel', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('email_key', 'varchar(254)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('token_expires_at', 'varchar(30)')
    .addColumn('received_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('due_at', 'varchar(30)')
    .addColumn('completed_at', 'varchar(30)')
    .addColumn('outcome', 'text')
    .addColumn('note', 'text')
    .addColumn('handled_by', 'varchar(36)')
    .addColumn('handled_by_name', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('privacy_requests_status_due')
    .on('privacy_requests')
    .columns(['status', 'due_at'])
    .execute();
  await db.schema.createIndex('privacy_requests_email_key').on('privacy_requests').column('email_key').execute();
  await db.schema
    .createIndex('privacy_requests_received_at')
    .on('privacy_requests')
    .columns(['received_at', 'id'])
    .execute();

  await db.schema
    .createTable('consent_records')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('visitor_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('choice', 'varchar(10)', (col) => col.notNull())
    .addColumn('policy_version', 'varchar(20)', (col) => col.notNull())
    .addColumn('page', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('consent_records_visitor')
    .on('consent_records')
    .columns(['visitor_id', 'created_at'])
    .execute();
  await db.schema.createIndex('consent_records_created_at').on('consent_records').column('created_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('consent_records').execute();
  await db.schema.dropTable('privacy_requests').execute();
}
