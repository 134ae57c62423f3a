import type { Kysely } from 'kysely';

/**
 * An administrator may queue a failed mail again (docs/decisions.md §147): `requeued_at` says
 * when, and the sender counts the mail's retry window from it rather than from when the mail
 * was first queued, so a resend of an old mail still gets its retries.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('requeued_at', 'varchar(30)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('requeued_at').execute();
}
