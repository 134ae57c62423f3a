/**
 * Accounts, login sessions and the paper-trading data of the dashboard. Ids are random text (UUIDs; a session id is the SHA-256 of its token),
 * money and sizes are double precision: the portfolio is simulated, and both SQLite and
 * PostgreSQL read these types the same way.
 */
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('username', 'varchar(32)', (col) => col.notNull())
    // Lower-cased copies carry the uniqueness: "Alice" and "alice" are one account.
    .addColumn('username_key', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('email_key', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(60)')
    .addColumn('last_name', 'varchar(60)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('portfolios')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('cash_balance', 'double precision', (col) => col.notNull())
    .addColumn('simulated', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('portfolios_user_id').on('portfolios').column('user_id').execute();

  await db.schema
    .createTable('positions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('portfolio_id', 'varchar(36)', (col) => col.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('symbol', 'varchar(20)', (col) => col.notNull())
    .addColumn('side', 'varchar(5)', (col) => col.notNull())
    .addColumn('size', 'double precision', (col) => col.notNull())
    .addColumn('entry_price', 'double precision', (col) => col.notNull())
    .addColumn('opened_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('positions_portfolio_id').on('positions').column('portfolio_id').execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('portfolio_id', 'varchar(36)', (col) => col.notNull().references('portfolios.id').onDelete('cascade'))
    .addColumn('symbol', 'varchar(20)', (col) => col.notNull())
    .addColumn('side', 'varchar(4)', (col) => col.notNull())
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    .addColumn('size', 'double precision', (col) => col.notNull())
    .addColumn('price', 'double precision')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('orders_portfolio_id').on('orders').column('portfolio_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['orders', 'positions', 'portfolios', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
