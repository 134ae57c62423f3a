import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * The mail outbox (docs/decisions.md §67): every mail the product sends is a row, written in the
 * same transaction as what causes it, and delivered later by the sender, which claims a row
 * (status 'sending' with a lease) before it talks to the mail server. Each delivery attempt is
 * logged with the server's answer.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('message_id', 'varchar(300)', (col) => col.notNull().unique())
    .addColumn('template', 'varchar(80)', (col) => col.notNull())
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('reply_to', 'varchar(254)')
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(30)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('lead_id', idType(db), (col) => col.references('leads.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('mail_outbox_status_next_attempt_at')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('mail_outbox_lead_id').on('mail_outbox').column('lead_id').execute();

  await db.schema
    .createTable('mail_attempts')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('mail_id', idType(db), (col) => col.notNull().references('mail_outbox.id').onDelete('cascade'))
    .addColumn('attempted_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(10)', (col) => col.notNull())
    .addColumn('response', 'varchar(1000)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('mail_attempts_mail_id').on('mail_attempts').column('mail_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_attempts').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
