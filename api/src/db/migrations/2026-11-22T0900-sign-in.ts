import type { Kysely } from 'kysely';
import { autoIncrementId, idType } from './columns.ts';

/**
 * Sign-in beyond a password (docs/security.md): verified email addresses and roles on
 * accounts; what each session was opened from and how; the owner's security log; single-use
 * account links (email verification, password reset) stored as hashes; TOTP secrets with
 * their last used time step and hashed recovery codes; passkeys; the short-lived state of a
 * sign-in ceremony (a pending second step, a WebAuthn challenge, an OpenID Connect request);
 * the identities of single sign-on; the browsers an owner has signed in from.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(16)', (col) => col.notNull().defaultTo('client'))
    .execute();
  await db.schema.alterTable('users').addColumn('password_changed_at', 'varchar(30)').execute();

  await db.schema.alterTable('sessions').addColumn('method', 'varchar(32)').execute();
  await db.schema.alterTable('sessions').addColumn('user_agent', 'varchar(300)').execute();
  await db.schema.alterTable('sessions').addColumn('address_hint', 'varchar(64)').execute();
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(30)').execute();

  await db.schema
    .createTable('security_events')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('outcome', 'varchar(10)', (col) => col.notNull())
    .addColumn('method', 'varchar(32)')
    .addColumn('detail', 'varchar(200)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('address_hint', 'varchar(64)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('security_events_user_id_created_at')
    .on('security_events')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('security_events_created_at').on('security_events').column('created_at').execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('account_tokens_user_id_purpose')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
  await db.schema.createIndex('account_tokens_expires_at').on('account_tokens').column('expires_at').execute();

  await db.schema
    .createTable('totp_credentials')
    .addColumn('user_id', 'varchar(36)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(64)', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('last_used_step', idType(db))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', idType(db), autoIncrementId(db))
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('recovery_codes_user_id').on('recovery_codes').column('user_id').execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'varchar(1400)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', idType(db), (col) => col.notNull())
    .addColumn('transports', 'varchar(200)')
    .addColumn('device_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('backed_up', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();

  await db.schema
    .createTable('sign_in_ceremonies')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('purpose', 'varchar(24)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sign_in_ceremonies_expires_at').on('sign_in_ceremonies').column('expires_at').execute();

  await db.schema
    .createTable('sso_identities')
    .addColumn('issuer', 'varchar(300)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('sso_identities_pkey', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('sso_identities_user_id').on('sso_identities').column('user_id').execute();

  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('first_seen_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('known_devices_pkey', ['user_id', 'device_hash'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations never import the application schema
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'known_devices',
    'sso_identities',
    'sign_in_ceremonies',
    'passkeys',
    'recovery_codes',
    'totp_credentials',
    'account_tokens',
    'security_events',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const column of ['last_seen_at', 'address_hint', 'user_agent', 'method']) {
    await db.schema.alterTable('sessions').dropColumn(column).execute();
  }
  for (const column of ['password_changed_at', 'role', 'email_verified_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
