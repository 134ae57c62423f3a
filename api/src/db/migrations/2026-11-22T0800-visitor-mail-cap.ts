import type { Kysely } from 'kysely';

/**
 * One daily cap on mail to addresses visitors typed (docs/decisions.md §86): every such mail
 * names its mailbox (the address in lower case without a `+tag`), and the cap counts a
 * mailbox's mails of the last 24 hours by that key, no longer by the exact recipient. The
 * purge of spent confirm links finds them by expiry.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('visitor_key', 'varchar(254)').execute();
  // The mails the old cap counted keep counting for the day they still matter, by their
  // lower-cased address (a tagged one counts apart from its mailbox for that day).
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ visitor_key: eb.fn('lower', ['recipient']) }))
    .where('template', 'in', ['confirm-subscription', 'already-subscribed'])
    .execute();
  await db.schema
    .createIndex('mail_outbox_visitor_key_created_at')
    .on('mail_outbox')
    .columns(['visitor_key', 'created_at'])
    .execute();
  await db.schema.dropIndex('mail_outbox_recipient_created_at').execute();
  // The hourly purge finds the confirm links a week past their expiry.
  await db.schema
    .createIndex('subscription_tokens_expires_at')
    .on('subscription_tokens')
    .column('expires_at')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscription_tokens_expires_at').execute();
  await db.schema
    .createIndex('mail_outbox_recipient_created_at')
    .on('mail_outbox')
    .columns(['recipient', 'created_at'])
    .execute();
  await db.schema.dropIndex('mail_outbox_visitor_key_created_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('visitor_key').execute();
}
