import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * Demo booking (docs/back-office.md#demo-booking): the weekly hours the sales team offers demos
 * in and the dates it is closed, both in Europe/Zurich; and the bookings. A booking holds its
 * slot through `held_slot`, unique while the booking is active and cleared when it is
 * cancelled: the database itself lets one active booking per slot exist, whichever process
 * writes it (docs/decisions.md §167). NULLs never collide in a unique index, on either engine.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_weekly_hours')
    .addColumn('id', idType(db), autoIncrementId(db))
    // ISO weekday: 1 is Monday, 7 is Sunday.
    .addColumn('weekday', 'integer', (col) => col.notNull())
    // Local wall-clock times in Europe/Zurich, HH:MM.
    .addColumn('starts_at', 'varchar(5)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(5)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('demo_closed_dates')
    .addColumn('date', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('label', 'varchar(100)')
    .execute();

  await db.schema
    .createTable('demo_bookings')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('public_id', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('client_id', 'varchar(36)', (col) => col.notNull().unique())
    .addColumn('lead_id', idType(db), (col) => col.references('leads.id').onDelete('set null'))
    .addColumn('starts_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('held_slot', 'varchar(30)', (col) => col.unique())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('company', 'varchar(200)')
    .addColumn('message', 'text')
    .addColumn('visitor_time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('manage_token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('sequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('cancelled_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('demo_bookings_starts_at').on('demo_bookings').column('starts_at').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_bookings').execute();
  await db.schema.dropTable('demo_closed_dates').execute();
  await db.schema.dropTable('demo_weekly_hours').execute();
}
