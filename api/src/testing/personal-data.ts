/**
 * Test helpers for privacy requests (docs/privacy.md#requests): one address given data of every
 * kind the product can hold, mostly through the API as people and staff make it (a lead of each
 * kind, a confirmed subscription, a demo booking, an account with sessions, an authenticator,
 * recovery codes, a passkey, a browser, a portfolio, an invited viewer, staff views and notes),
 * and a scan of every text column of every table of the database for an address.
 *
 * @example const person = await givePersonalData(t, 'ada@example.com'); const found = await tablesMentioning(t.db, 'ada@example.com');
 */
import { LEAD_KINDS } from '@alpora/shared/schemas/leads';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '#api/db/migrations/columns.ts';
import type { Database, MailRow } from '#api/db/schema.ts';
import { withLinkToken } from '#api/mail/link-tokens.ts';
import { insertPasskey } from '#api/repositories/passkeys.ts';
import { registerUser } from './accounts.ts';
import { bookingRequest, MONDAY_0900, openDemoHours } from './demo-bookings.ts';
import { sampleLead } from './lead-samples.ts';
import { signedInAs } from './roles.ts';
import { confirmedSubscriber } from './subscribers.ts';
import { postJson, type TestApp } from './test-app.ts';
import { enableTotp, withBearer } from './two-factor.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What `givePersonalData` made, to look for afterwards. */
export interface PersonalDataOfAddress {
  email: string;
  userId: string;
  username: string;
  viewerId: string;
  leadPublicIds: string[];
}

/**
 * Gives `email` data of every kind, then moves the clock a day on, so the daily cap of mail to
 * the address (spent by the forms' mails) lets a privacy request's link be mailed.
 */
export async function givePersonalData(
  t: TestApp,
  email: string,
  { username = 'ada', demoAt = MONDAY_0900 }: { username?: string; demoAt?: string } = {},
): Promise<PersonalDataOfAddress> {
  const leadPublicIds: string[] = [];
  for (const kind of LEAD_KINDS) {
    const lead = sampleLead(kind, {
      email,
      ...(kind === 'waitlist' ? { updates: true, updatesConsentVersion: 'en-updates-2026-11-24' } : {}),
    });
    const res = await t.app.request('/api/leads', postJson(lead));
    if (res.status !== 201) throw new Error(`lead ${kind}: ${res.status} ${await res.text()}`);
    leadPublicIds.push(String(lead.clientId));
  }
  await confirmedSubscriber(t.db, email, 'status', t.clock.now());
  await openDemoHours(t);
  const booking = await t.app.request('/api/demo/bookings', postJson(bookingRequest(demoAt, { email })));
  if (booking.status !== 201) throw new Error(`booking: ${booking.status} ${await booking.text()}`);

  const account = await registerUser(t.app, username, { email });
  const userId = String(account.user.id);
  await enableTotp(t, account.token);
  // An administrator mails the verification link again: an audit entry whose detail names the address.
  const admin = await signedInAs(t, 'admin');
  const verification = await t.app.request(`/api/admin/users/${userId}/verification`, withBearer(admin.token));
  if (verification.status >= 300) throw new Error(`verification: ${verification.status} ${await verification.text()}`);
  const now = t.clock.now();
  await insertPasskey(
    t.db,
    {
      id: `passkey-of-${username}`,
      userId,
      name: 'Work laptop',
      publicKey: 'cHVibGljLWtleQ',
      counter: 0,
      transports: ['internal'],
      deviceType: 'multiDevice',
      backedUp: true,
    },
    now,
  );
  await t.db
    .insertInto('known_devices')
    .values({
      user_id: userId,
      device_hash: 'f'.repeat(64),
      first_seen_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  await t.db
    .insertInto('portfolios')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      name: 'Desk',
      currency: 'USD',
      cash_balance: 1000,
      created_at: now.toISOString(),
    })
    .execute();
  await t.db
    .updateTable('users')
    .set({ role: 'client', email_verified_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
  const invited = await t.app.request(
    '/api/viewers/invitations',
    withBearer(account.token, { email: `viewer-of-${username}@example.org` }),
  );
  if (invited.status !== 201) throw new Error(`invitation: ${invited.status} ${await invited.text()}`);
  const viewer = await signedInAs(t, 'viewer', { viewerOf: userId });

  // Staff at work on the person's data: a view, and a move with a note.
  const sales = await signedInAs(t, 'sales');
  const [lead] = await t.db
    .selectFrom('leads')
    .select(['public_id', 'status'])
    .where('email', '=', email.toLowerCase())
    .where('kind', '=', 'contact')
    .execute();
  if (!lead) throw new Error('no contact lead');
  await t.app.request(`/api/admin/leads/${lead.public_id}`, { headers: { Authorization: `Bearer ${sales.token}` } });
  const moved = await t.app.request(`/api/admin/leads/${lead.public_id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sales.token}` },
    body: JSON.stringify({ status: 'contacted', seenStatus: lead.status, note: `Called ${email} back.` }),
  });
  if (moved.status !== 200) throw new Error(`lead update: ${moved.status} ${await moved.text()}`);

  t.clock.advance(DAY_MS + 60_000);
  return { email, userId, username, viewerId: viewer.user.id, leadPublicIds };
}

/** The link's token of the last privacy mail to `email` (the confirm link or the download link). */
export async function privacyLinkToken(db: Kysely<Database>, email: string): Promise<string> {
  const mail: MailRow | undefined = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .where('template', 'in', ['privacy-request-confirm', 'privacy-request-answered'])
    .where('link_token', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!mail) throw new Error(`no privacy link mailed to ${email}`);
  const data = JSON.parse(withLinkToken(mail.data, mail.link_token)) as { confirmUrl?: string; downloadUrl?: string };
  // The token rides in the fragment (../privacy/privacy-link.ts).
  const fragment = new URL(data.confirmUrl ?? data.downloadUrl ?? '').hash.slice(1);
  return new URLSearchParams(fragment).get('token') ?? '';
}

/** Asks for a request on the form, confirms it by its link; answers the confirm's response. */
export async function requestAndConfirm(t: TestApp, email: string, kind: 'access' | 'erasure'): Promise<Response> {
  const made = await t.app.request('/api/privacy-requests', postJson({ email, kind }));
  if (made.status !== 202) throw new Error(`request: ${made.status} ${await made.text()}`);
  const token = await privacyLinkToken(t.db, email);
  return t.app.request('/api/privacy-requests/confirm', postJson({ token }));
}

/** Every table of the database with its text columns, as the engine's catalogue lists them. */
async function textColumns(db: Kysely<Database>): Promise<Map<string, string[]>> {
  const columns = new Map<string, string[]>();
  if (isPostgres(db)) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'character')`.execute(db);
    for (const row of rows) columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
    return columns;
  }
  const { rows: tables } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  for (const { name } of tables) {
    const { rows } = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${name})`.execute(db);
    columns.set(
      name,
      rows.filter((column) => /char|text|clob/i.test(column.type)).map((column) => column.name),
    );
  }
  return columns;
}

/** Every table of the database (its catalogue's list), for checking the scan saw them all. */
export async function allTables(db: Kysely<Database>): Promise<string[]> {
  return [...(await textColumns(db)).keys()].sort();
}

/** Per table, the rows whose text columns hold `text` in any case; tables with none are left out. */
export async function tablesMentioning(db: Kysely<Database>, text: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const needle = `%${text.toLowerCase()}%`;
  for (const [table, columns] of await textColumns(db)) {
    if (columns.length === 0) continue;
    const anyColumn = sql.join(
      columns.map((column) => sql`lower(cast(${sql.ref(column)} as text)) like ${needle}`),
      sql` or `,
    );
    const { rows } = await sql<{
      count: number | string;
    }>`select count(*) as count from ${sql.table(table)} where ${anyColumn}`.execute(db);
    const count = Number(rows[0]?.count ?? 0);
    if (count > 0) found[table] = count;
  }
  return found;
}
