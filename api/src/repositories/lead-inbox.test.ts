import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { LeadCursor } from '#api/back-office/lead-cursor.ts';
import type { Database, NewLead } from '#api/db/schema.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { countInboxLeads, type LeadInboxFilter, leadInboxPage, leadsForExport } from './lead-inbox.ts';
import { insertUser } from './users.ts';

const database = databasePerTest();

async function freshDb(): Promise<Kysely<Database>> {
  return (await database()).engine.db;
}

let made = 0;

/** One stored lead; every column the inbox reads can be set, the rest are plausible. */
function lead(values: Partial<NewLead> = {}): NewLead {
  made += 1;
  const at = values.created_at ?? '2026-11-10T08:00:00.000Z';
  return {
    public_id: crypto.randomUUID(),
    kind: 'contact',
    email: `person${made}@example.com`,
    name: `Person ${made}`,
    consent_version: 'en-2025-07-23',
    consented_at: at,
    consent_page: '/contact',
    created_at: at,
    updated_at: at,
    ...values,
  };
}

async function insert(db: Kysely<Database>, rows: NewLead[]) {
  for (const row of rows) await db.insertInto('leads').values(row).execute();
}

async function emailsOf(db: Kysely<Database>, filter: LeadInboxFilter) {
  const page = await leadInboxPage(db, filter, { after: null, limit: 100 });
  expect(page.total, 'the total counts what the page shows').toBe(page.rows.length);
  return page.rows.map((row) => row.email).sort();
}

describe('leadInboxPage', () => {
  test('walks every lead exactly once, newest first, when many share one created_at', async () => {
    const db = await freshDb();
    const rows = [
      ...Array.from({ length: 7 }, () => lead({ created_at: '2026-11-10T08:00:00.000Z' })),
      ...Array.from({ length: 5 }, () => lead({ created_at: '2026-11-11T08:00:00.000Z' })),
      lead({ created_at: '2026-11-09T08:00:00.000Z' }),
    ];
    await insert(db, rows);
    const seen: string[] = [];
    const times: string[] = [];
    let after: LeadCursor | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await leadInboxPage(db, {}, { after, limit: 3 });
      expect(page.total).toBe(13);
      seen.push(...page.rows.map((row) => row.public_id));
      times.push(...page.rows.map((row) => row.created_at));
      after = page.next;
      if (!after) break;
    }
    expect(seen).toHaveLength(13);
    expect(new Set(seen).size).toBe(13);
    expect(new Set(seen)).toEqual(new Set(rows.map((row) => row.public_id)));
    expect(times).toEqual([...times].sort().reverse());
  });

  test('a search walks every match exactly once, newest first, with the total on every page', async () => {
    const db = await freshDb();
    const matching = [
      ...Array.from({ length: 5 }, () =>
        lead({ company: 'Bletchley Capital', created_at: '2026-11-10T08:00:00.000Z' }),
      ),
      ...Array.from({ length: 3 }, () =>
        lead({ company: 'Bletchley Capital', created_at: '2026-11-12T08:00:00.000Z' }),
      ),
    ];
    await insert(db, [...matching, lead({ company: 'Other' }), lead({ company: null })]);
    const seen: string[] = [];
    const times: string[] = [];
    let after: LeadCursor | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await leadInboxPage(db, { q: 'bletchley' }, { after, limit: 3 });
      expect(page.total).toBe(8);
      seen.push(...page.rows.map((row) => row.public_id));
      times.push(...page.rows.map((row) => row.created_at));
      after = page.next;
      if (!after) break;
    }
    expect(new Set(seen)).toEqual(new Set(matching.map((row) => row.public_id)));
    expect(seen).toHaveLength(8);
    expect(times).toEqual([...times].sort().reverse());
  });

  test('the last page says no page follows', async () => {
    const db = await freshDb();
    await insert(db, [lead(), lead()]);
    const page = await leadInboxPage(db, {}, { after: null, limit: 2 });
    expect(page.rows).toHaveLength(2);
    expect(page.next).toBeNull();
  });

  test.each<[string, LeadInboxFilter, string[]]>([
    ['kind', { kind: 'demo' }, ['demo@example.com']],
    ['status', { status: 'qualified' }, ['qualified@example.com']],
    ['source', { source: 'linkedin' }, ['linkedin@example.com']],
    ['medium', { medium: 'cpc' }, ['linkedin@example.com']],
    ['campaign', { campaign: 'q4-launch' }, ['demo@example.com', 'qualified@example.com']],
    ['days', { from: '2026-11-02T00:00:00.000Z', before: '2026-11-03T00:00:00.000Z' }, ['qualified@example.com']],
  ])('filters by %s', async (_name, filter, expected) => {
    const db = await freshDb();
    await insert(db, [
      lead({
        email: 'demo@example.com',
        kind: 'demo',
        utm_campaign: 'q4-launch',
        created_at: '2026-11-01T10:00:00.000Z',
      }),
      lead({
        email: 'qualified@example.com',
        status: 'qualified',
        utm_campaign: 'q4-launch',
        created_at: '2026-11-02T23:59:59.999Z',
      }),
      lead({
        email: 'linkedin@example.com',
        utm_source: 'linkedin',
        utm_medium: 'cpc',
        utm_campaign: 'Q4-LAUNCH',
        created_at: '2026-11-03T00:00:00.000Z',
      }),
    ]);
    expect(await emailsOf(db, filter)).toEqual(expected);
  });

  test('confirmed means the address followed a double opt-in link, on either list', async () => {
    const db = await freshDb();
    await insert(db, [
      lead({ email: 'confirmed@example.com' }),
      lead({ email: 'pending@example.com' }),
      lead({ email: 'never@example.com' }),
    ]);
    const subscription = (email: string, confirmedAt: string | null) => ({
      email,
      list: 'status',
      state: confirmedAt ? 'confirmed' : 'pending',
      locale: 'en',
      requested_consent_version: 'en-2025-07-23',
      requested_page: '/status',
      requested_at: '2026-11-10T08:00:00.000Z',
      confirmed_at: confirmedAt,
      confirmed_consent_version: null,
      withdrawn_at: null,
      created_at: '2026-11-10T08:00:00.000Z',
      updated_at: '2026-11-10T08:00:00.000Z',
    });
    await db
      .insertInto('mail_subscriptions')
      .values([
        subscription('confirmed@example.com', '2026-11-10T09:00:00.000Z'),
        subscription('pending@example.com', null),
      ])
      .execute();
    expect(await emailsOf(db, { confirmed: true })).toEqual(['confirmed@example.com']);
    expect(await emailsOf(db, { confirmed: false })).toEqual(['never@example.com', 'pending@example.com']);
    const [row] = (await leadInboxPage(db, { confirmed: true }, { after: null, limit: 1 })).rows;
    expect(row?.confirmed).toBe(true);
  });

  test.each([
    ['part of a name, in another case', 'LOVEL', ['ada@example.com']],
    ['part of an email', 'grace@', ['grace@example.com']],
    ['part of a company', 'engines', ['ada@example.com']],
    ['a percent sign, which matches only itself', '%', ['percent@example.com']],
    ['an underscore, which matches only itself', 'a_b', ['under@example.com']],
  ])('searches %s', async (_name, q, expected) => {
    const db = await freshDb();
    await insert(db, [
      lead({ email: 'ada@example.com', name: 'Ada Lovelace', company: 'Analytical Engines AG' }),
      lead({ email: 'grace@example.com', name: 'Grace Hopper', company: null }),
      lead({ email: 'percent@example.com', name: '100% Capital' }),
      lead({ email: 'under@example.com', name: null, company: 'a_b Trading' }),
      lead({ email: 'axb@example.com', name: 'axb' }),
    ]);
    expect(await emailsOf(db, { q })).toEqual(expected);
  });

  test('filters combine, and the total counts the combination on every page', async () => {
    const db = await freshDb();
    await insert(db, [
      ...Array.from({ length: 4 }, () => lead({ kind: 'demo', utm_campaign: 'spring' })),
      lead({ kind: 'contact', utm_campaign: 'spring' }),
      lead({ kind: 'demo', utm_campaign: 'autumn' }),
    ]);
    const first = await leadInboxPage(db, { kind: 'demo', campaign: 'spring' }, { after: null, limit: 3 });
    expect(first.total).toBe(4);
    const second = await leadInboxPage(db, { kind: 'demo', campaign: 'spring' }, { after: first.next, limit: 3 });
    expect(second.total).toBe(4);
    expect(second.rows).toHaveLength(1);
    expect(await countInboxLeads(db, { kind: 'demo' })).toBe(5);
  });
});

describe('leadsForExport', () => {
  test('gives the filtered leads oldest first with their owner, and stops at the limit', async () => {
    const db = await freshDb();
    const ownerId = crypto.randomUUID();
    await insertUser(db, {
      id: ownerId,
      username: 'saleswoman',
      email: 'sales@example.com',
      passwordHash: '!',
      firstName: null,
      lastName: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    await insert(db, [
      lead({ email: 'second@example.com', created_at: '2026-11-02T00:00:00.000Z', owner_user_id: ownerId }),
      lead({ email: 'first@example.com', created_at: '2026-11-01T00:00:00.000Z' }),
      lead({ email: 'other@example.com', kind: 'demo' }),
    ]);
    const rows = await leadsForExport(db, { kind: 'contact' });
    expect(rows.map((row) => [row.email, row.owner?.username ?? null])).toEqual([
      ['first@example.com', null],
      ['second@example.com', 'saleswoman'],
    ]);
    expect(await leadsForExport(db, {}, 1)).toHaveLength(1);
  });
});
