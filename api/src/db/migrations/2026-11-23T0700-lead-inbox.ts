import type { Kysely } from 'kysely';

/**
 * The leads inbox's campaign filter, the one staff narrow it by most (docs/back-office.md#leads-inbox,
 * docs/decisions.md §127): an index of its own, ordered as the inbox pages, so a campaign's
 * first page and its total read only that campaign's leads among 100,000.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('leads_utm_campaign_created_at')
    .on('leads')
    .columns(['utm_campaign', 'created_at', 'id'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('leads_utm_campaign_created_at').execute();
}
