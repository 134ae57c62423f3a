import { leadSchema } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import type { LeadCursor } from '#api/back-office/lead-cursor.ts';
import { testConfig } from '#api/config.ts';
import type { Database, NewLead } from '#api/db/schema.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { countInboxLeads, type LeadInboxFilter, leadInboxPage, leadsForExport } from './lead-inbox.ts';
import { leadMailSettings } from './lead-mails.ts';
import { leadSearchKey, saveLead } from './leads.ts';
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
  const row = {
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
  // As the lead writer stores it: the search reads this key.
  return { ...row, search_key: leadSearchKey(row) };
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

  describe('names with accents and capitals, found alike on SQLite and PostgreSQL (docs/decisions.md §190)', () => {
    const SWISS = [
      lead({ email: 'emile@example.ch', name: 'Émile Rochat', company: 'Banque Léman SA' }),
      lead({ email: 'arni@example.ch', name: 'Beat ÄRNI', company: 'Ärni Treuhand' }),
      lead({ email: 'zoe@example.ch', name: 'zoë Keller', company: null }),
      lead({ email: 'wind@orsted.example', name: 'Mette Nørgaard', company: 'Ørsted Energy' }),
      lead({ email: 'eloise@example.ch', name: null, first_name: 'Éloïse', last_name: 'Gaß', company: null }),
      lead({ email: 'plain@example.com', name: 'Emil Arnold', company: 'Zoe Labs' }),
    ];

    test.each([
      ['a name with its accent', 'Émile', ['emile@example.ch']],
      ['an accented name typed without its accent', 'emile', ['emile@example.ch']],
      ['an accented capital typed in capitals', 'ÄRNI', ['arni@example.ch']],
      ['an accented capital typed in lower case with its accent', 'ärni', ['arni@example.ch']],
      ['a diaeresis in lower case, and its plain spelling elsewhere', 'zoë', ['plain@example.com', 'zoe@example.ch']],
      ['ø, found by o (it has no decomposition)', 'orsted', ['wind@orsted.example']],
      ['Ø typed as it is written', 'Ørsted', ['wind@orsted.example']],
      ['a name kept as first and last, ß by ss', 'eloise gass', ['eloise@example.ch']],
      ['part of an email address', '@ORSTED.', ['wind@orsted.example']],
      ['a company in another case, without its accent', 'banque leman', ['emile@example.ch']],
      ['the end of one field and the start of the next: nothing', 'sa emile', []],
    ])('finds %s', async (_what, q, expected) => {
      const db = await freshDb();
      await insert(db, SWISS);
      expect(await emailsOf(db, { q })).toEqual(expected);
    });
  });

  test('the lead writer keeps the search key of every name a lead was sent under', async () => {
    const db = await freshDb();
    const mail = leadMailSettings(testConfig());
    const save = (name: string) =>
      saveLead(
        db,
        leadSchema.parse(sampleLead('demo', { name, email: 'Kontakt@Example.CH', company: 'Genève Capital' })),
        new Date('2026-11-20T09:30:00.000Z'),
        mail,
      );
    await save('Émile Rochat');
    expect(await emailsOf(db, { q: 'EMILE' })).toEqual(['kontakt@example.ch']);
    expect(await emailsOf(db, { q: 'geneve' })).toEqual(['kontakt@example.ch']);
    await save('Zoë Ørsted');
    expect(await emailsOf(db, { q: 'emile' })).toEqual(['kontakt@example.ch']);
    expect(await emailsOf(db, { q: 'ZOE ORSTED' })).toEqual(['kontakt@example.ch']);
    expect(await emailsOf(db, { q: 'nobody' })).toEqual([]);
    // The lead itself keeps the name it was first sent under.
    expect(await db.selectFrom('leads').select('name').execute()).toEqual([{ name: 'Émile Rochat' }]);
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
