import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * Email subscriptions with double opt-in (docs/decisions.md §72-§75): one row per address and
 * list with its state and consent record; the single-use links of the confirmation and
 * unsubscribe mails, stored as SHA-256 hashes only; one row per address that serialises its
 * requests, so the daily cap of confirmation mails holds with several processes. A queued
 * mail names the subscription it goes to, and keeps the plain link token only until it is
 * sent or failed for good.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_subscriptions')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('list', 'varchar(20)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('requested_consent_version', 'varchar(40)', (col) => col.notNull())
    .addColumn('requested_page', 'varchar(300)', (col) => col.notNull())
    .addColumn('requested_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('confirmed_consent_version', 'varchar(40)')
    .addColumn('withdrawn_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addUniqueConstraint('mail_subscriptions_email_list', ['email', 'list'])
    .execute();
  await db.schema
    .createIndex('mail_subscriptions_list_state')
    .on('mail_subscriptions')
    .columns(['list', 'state'])
    .execute();

  await db.schema
    .createTable('subscription_tokens')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('subscription_id', idType(db), (col) =>
      col.notNull().references('mail_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'varchar(12)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('consent_version', 'varchar(40)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)')
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('subscription_tokens_subscription_id')
    .on('subscription_tokens')
    .column('subscription_id')
    .execute();

  await db.schema
    .createTable('subscription_addresses')
    .addColumn('email', 'varchar(254)', (col) => col.primaryKey())
    .addColumn('last_requested_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .alterTable('mail_outbox')
    .addColumn('subscription_id', idType(db), (col) => col.references('mail_subscriptions.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('link_token', 'varchar(64)').execute();
  await db.schema.createIndex('mail_outbox_subscription_id').on('mail_outbox').column('subscription_id').execute();
  // The daily cap counts an address's confirmation mails of the last 24 hours.
  await db.schema
    .createIndex('mail_outbox_recipient_created_at')
    .on('mail_outbox')
    .columns(['recipient', 'created_at'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_recipient_created_at').execute();
  await db.schema.dropIndex('mail_outbox_subscription_id').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('link_token').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('subscription_id').execute();
  await db.schema.dropTable('subscription_addresses').execute();
  await db.schema.dropTable('subscription_tokens').execute();
  await db.schema.dropTable('mail_subscriptions').execute();
}
