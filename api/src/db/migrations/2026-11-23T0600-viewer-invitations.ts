import type { Kysely } from 'kysely';

/**
 * A client's invitations of viewers (docs/back-office.md#roles): the invited address, the
 * SHA-256 of the link's token, when it expires, and, once accepted, the viewer account it
 * opened. Deleting the client deletes its invitations; deleting the viewer deletes the one
 * that opened it, so the client's list never names an account that is gone.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('viewer_invitations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('client_user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('email_key', 'varchar(254)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('accepted_at', 'varchar(30)')
    .addColumn('viewer_user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('viewer_invitations_client_user_id')
    .on('viewer_invitations')
    .column('client_user_id')
    .execute();
  await db.schema
    .createIndex('viewer_invitations_viewer_user_id')
    .on('viewer_invitations')
    .column('viewer_user_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('viewer_invitations').execute();
}
