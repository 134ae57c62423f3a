/**
 * The campaign report (docs/back-office.md#campaign-report): its figures are checked against a
 * plain count over the rows the test stored, for a data set with every case the report tells
 * apart (direct traffic, partial campaigns, spam, confirmed and won leads, other events, the
 * edges of the range).
 */
import type { CampaignReport } from '@alpora/shared/schemas/admin-campaigns';
import { expect, test } from 'vitest';
import { insertAnalyticsEvent } from '#api/repositories/analytics-events.ts';
import { bearer } from '#api/testing/accounts.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest();

interface Campaign {
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

const CAMPAIGNS: Campaign[] = [
  { source: 'newsletter', medium: 'email', campaign: 'q4-launch' },
  { source: 'linkedin', medium: 'social', campaign: 'q4-launch' },
  { source: 'google', medium: 'cpc', campaign: 'brand' },
  { source: 'partner-blog', medium: null, campaign: null },
  { source: null, medium: null, campaign: null },
];
const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
const KINDS = ['waitlist', 'contact', 'demo', 'design-partner'] as const;

/** Deterministic numbers in [0, 1), so a failure can be replayed. */
function randomFrom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Times from 2026-10-25 to 2026-11-20, with the edges of the report's range among them. */
function timeFrom(random: () => number, index: number): string {
  const edges = [
    '2026-10-31T23:59:59.999Z',
    '2026-11-01T00:00:00.000Z',
    '2026-11-15T23:59:59.999Z',
    '2026-11-16T00:00:00.000Z',
  ];
  if (index < edges.length) return edges[index] as string;
  const start = Date.parse('2026-10-25T00:00:00.000Z');
  return new Date(start + Math.floor(random() * 26 * 24 * 60 * 60 * 1000)).toISOString();
}

interface StoredLead extends Campaign {
  email: string;
  status: string;
  createdAt: string;
}

interface StoredEvent extends Campaign {
  name: string;
  createdAt: string;
}

async function storeDataSet(t: TestApp) {
  const random = randomFrom(20261123);
  const leads: StoredLead[] = [];
  for (let index = 0; index < 90; index += 1) {
    const campaign = pick(random, CAMPAIGNS);
    const lead: StoredLead = {
      ...campaign,
      email: `person${index}@example.com`,
      status: pick(random, STATUSES),
      createdAt: timeFrom(random, index),
    };
    leads.push(lead);
    await t.db
      .insertInto('leads')
      .values({
        public_id: crypto.randomUUID(),
        kind: pick(random, KINDS),
        email: lead.email,
        search_key: lead.email,
        consent_version: 'en-2025-07-23',
        consented_at: lead.createdAt,
        consent_page: '/',
        utm_source: lead.source,
        utm_medium: lead.medium,
        utm_campaign: lead.campaign,
        created_at: lead.createdAt,
        updated_at: lead.createdAt,
        status: lead.status,
      })
      .execute();
  }
  // Subscriptions: confirmed ones prove the address (withdrawn later or not); pending ones do not.
  const confirmed = new Set<string>();
  for (const lead of leads) {
    const state = pick(random, ['none', 'pending', 'confirmed', 'withdrawn'] as const);
    if (state === 'none') continue;
    const proven = state !== 'pending';
    if (proven) confirmed.add(lead.email);
    await t.db
      .insertInto('mail_subscriptions')
      .values({
        email: lead.email,
        list: pick(random, ['updates', 'status']),
        state: state === 'withdrawn' ? 'withdrawn' : state,
        locale: 'en',
        requested_consent_version: 'en-2025-07-23',
        requested_page: '/',
        requested_at: lead.createdAt,
        confirmed_at: proven ? lead.createdAt : null,
        confirmed_consent_version: proven ? 'en-2025-07-23' : null,
        withdrawn_at: state === 'withdrawn' ? lead.createdAt : null,
        created_at: lead.createdAt,
        updated_at: lead.createdAt,
      })
      .execute();
  }
  const events: StoredEvent[] = [];
  for (let index = 0; index < 300; index += 1) {
    const campaign = pick(random, CAMPAIGNS);
    const event: StoredEvent = {
      ...campaign,
      name: random() < 0.8 ? 'page_view' : 'sample_download',
      createdAt: timeFrom(random, index),
    };
    events.push(event);
    const properties: Record<string, string> = {};
    if (campaign.source) properties.utm_source = campaign.source;
    if (campaign.medium) properties.utm_medium = campaign.medium;
    if (campaign.campaign) properties.utm_campaign = campaign.campaign;
    // Another property of the same view must not make it another campaign.
    if (random() < 0.2) properties.file = 'monthly-performance.pdf';
    await insertAnalyticsEvent(
      t.db,
      { name: event.name as 'page_view', path: '/', properties },
      new Date(event.createdAt),
    );
  }
  return { leads, events, confirmed };
}

const keyOf = (c: Campaign) => JSON.stringify([c.source, c.medium, c.campaign]);
const inRange = (time: string) => time >= '2026-11-01' && time < '2026-11-16';
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

test('the report per campaign agrees with a plain count over the stored rows', async () => {
  const t = await setup();
  const { leads, events, confirmed } = await storeDataSet(t);
  const sales = await signedInAs(t, 'sales');

  const res = await t.app.request('/api/admin/campaigns?from=2026-11-01&to=2026-11-15', bearer(sales.token));
  expect(res.status).toBe(200);
  const report = (await readJson(res)) as CampaignReport;

  type Counts = Campaign & { views: number; leads: number; confirmed: number; won: number };
  const expected = new Map<string, Counts>();
  const row = (c: Campaign): Counts => {
    const key = keyOf(c);
    const counts = expected.get(key) ?? {
      source: c.source,
      medium: c.medium,
      campaign: c.campaign,
      views: 0,
      leads: 0,
      confirmed: 0,
      won: 0,
    };
    expected.set(key, counts);
    return counts;
  };
  for (const event of events) if (event.name === 'page_view' && inRange(event.createdAt)) row(event).views += 1;
  for (const lead of leads) {
    if (!inRange(lead.createdAt) || lead.status === 'spam') continue;
    const counts = row(lead);
    counts.leads += 1;
    if (confirmed.has(lead.email)) counts.confirmed += 1;
    if (lead.status === 'won') counts.won += 1;
  }

  const byKey = Object.fromEntries(report.rows.map((r) => [keyOf(r), r]));
  expect(Object.keys(byKey).sort()).toEqual([...expected.keys()].sort());
  for (const [key, counts] of expected) {
    expect(byKey[key], key).toEqual({
      ...counts,
      leadRate: ratio(counts.leads, counts.views),
      confirmedRate: ratio(counts.confirmed, counts.leads),
      wonRate: ratio(counts.won, counts.leads),
    });
  }
  const all = [...expected.values()].reduce(
    (sum, c) => ({
      views: sum.views + c.views,
      leads: sum.leads + c.leads,
      confirmed: sum.confirmed + c.confirmed,
      won: sum.won + c.won,
    }),
    { views: 0, leads: 0, confirmed: 0, won: 0 },
  );
  expect(report.total).toEqual({
    ...all,
    leadRate: ratio(all.leads, all.views),
    confirmedRate: ratio(all.confirmed, all.leads),
    wonRate: ratio(all.won, all.leads),
  });
  // The data set has something in every column, so agreeing on zeros proves nothing here.
  expect(Math.min(all.views, all.leads, all.confirmed, all.won)).toBeGreaterThan(0);
  expect(report.rows.map((r) => r.leads)).toEqual([...report.rows.map((r) => r.leads)].sort((a, b) => b - a));
  expect(report).toMatchObject({ from: '2026-11-01', to: '2026-11-15' });
});

test('direct traffic is its own row, with null for each campaign field', async () => {
  const t = await setup();
  const sales = await signedInAs(t, 'sales');
  await insertAnalyticsEvent(t.db, { name: 'page_view', path: '/' }, new Date('2026-11-10T10:00:00.000Z'));
  await insertAnalyticsEvent(
    t.db,
    { name: 'page_view', path: '/', properties: { utm_source: 'newsletter' } },
    new Date('2026-11-10T10:00:00.000Z'),
  );
  const report = await readJson(
    await t.app.request('/api/admin/campaigns?from=2026-11-10&to=2026-11-10', bearer(sales.token)),
  );
  expect(report.rows).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ source: null, medium: null, campaign: null, views: 1, leads: 0, leadRate: 0 }),
      expect.objectContaining({ source: 'newsletter', medium: null, campaign: null, views: 1, confirmedRate: null }),
    ]),
  );
  expect(report.rows).toHaveLength(2);
});

test('without a range the report covers the last 30 days up to today, and each report is audited with its range', async () => {
  const t = await setup();
  const admin = await signedInAs(t, 'admin');
  const report = await readJson(await t.app.request('/api/admin/campaigns', bearer(admin.token)));
  // The test clock stands at 2026-11-20.
  expect(report).toEqual({
    from: '2026-10-22',
    to: '2026-11-20',
    rows: [],
    total: { views: 0, leads: 0, confirmed: 0, won: 0, leadRate: null, confirmedRate: null, wonRate: null },
  });
  const audit = await t.db.selectFrom('audit_log').selectAll().execute();
  expect(audit).toEqual([
    expect.objectContaining({
      actor_user_id: admin.user.id,
      actor_role: 'admin',
      action: 'campaigns.report',
      subject_type: 'campaign-report',
      subject_id: null,
      detail: JSON.stringify({ from: '2026-10-22', to: '2026-11-20' }),
    }),
  ]);
});

test.each([
  ['from=2026-11-31', 'from', 'The start date is not a day of the calendar.'],
  ['from=11/01/2026', 'from', 'Use YYYY-MM-DD for the start date.'],
  ['from=2026-11-10&to=2026-11-09', 'to', 'The end date must be on or after the start date.'],
  ['from=2025-01-01&to=2026-01-02', 'to', 'A report covers at most 366 days.'],
  ['from=2026-12-01', 'from', 'The end date must be on or after the start date.'],
])('a range %s answers 422 on %s, and nothing is audited', async (query, field, message) => {
  const t = await setup();
  const sales = await signedInAs(t, 'sales');
  const res = await t.app.request(`/api/admin/campaigns?${query}`, bearer(sales.token));
  expect(res.status).toBe(422);
  expect((await readJson(res)).error.fields).toEqual({ [field]: message });
  expect(await t.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
});
