import { type Lead, leadSchema } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { DatabaseUnavailableError } from '#api/db/database-unavailable.ts';
import type { Database } from '#api/db/schema.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { leadMailSettings } from './lead-mails.ts';
import { repeatValues, SEARCH_KEY_MAX_LINES, saveLead } from './leads.ts';

/** A database whose every transaction fails with `error`, counting the attempts. */
function failingDatabase(error: unknown) {
  const attempts = { count: 0 };
  const db = {
    transaction: () => ({
      execute: async () => {
        attempts.count += 1;
        throw error;
      },
    }),
  } as unknown as Kysely<Database>;
  return { db, attempts };
}

const lead = (): Lead => leadSchema.parse(sampleLead('contact'));
const AT = new Date('2026-11-20T09:30:00.000Z');
const mail = leadMailSettings(testConfig());

describe('saveLead', () => {
  test('a lead whose keys other writers keep claiming is tried three times, then answered as unavailable', async () => {
    const { db, attempts } = failingDatabase(Object.assign(new Error('duplicate key'), { code: '23505' }));
    const saving = saveLead(db, lead(), AT, mail);
    await expect(saving).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(saving).rejects.toMatchObject({ reason: 'write conflict' });
    expect(attempts.count).toBe(3);
  });

  test('any other failure is passed on at once, without a retry', async () => {
    const refused = Object.assign(new Error('not null'), { code: 'SQLITE_CONSTRAINT_NOTNULL' });
    const { db, attempts } = failingDatabase(refused);
    await expect(saveLead(db, lead(), AT, mail)).rejects.toBe(refused);
    expect(attempts.count).toBe(1);
  });
});

describe('repeatValues', () => {
  const stored = {
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: null,
    persona: 'hedge-fund',
    selected_plan: null,
    role: null,
    aum_band: null,
    use_case: null,
    monthly_volume: null,
    timeline: null,
    infrastructure: null,
    message: null,
    consent_version: 'en-2025-07-23',
    consented_at: '2026-11-20T09:29:58.000Z',
    consent_page: '/pricing',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    referrer: null,
    search_key: 'ada lovelace\nada@example.com',
  };
  const submitted = {
    ...stored,
    email: 'ada@example.com',
    name: 'Augusta King',
    first_name: 'Augusta',
    last_name: 'King',
    company: 'Analytical Engines AG',
    persona: 'fintech-platform',
    consent_version: 'en-waitlist-2026-11-24',
    consented_at: '2026-11-21T10:00:00.000Z',
    consent_page: '/',
    utm_source: 'linkedin',
    search_key: 'augusta king\nada@example.com\nanalytical engines ag',
  };

  test('fills only the empty groups, each whole, and adds the new lines to the search key', () => {
    expect(repeatValues(stored, submitted)).toEqual({
      company: 'Analytical Engines AG',
      selected_plan: null,
      role: null,
      aum_band: null,
      use_case: null,
      monthly_volume: null,
      timeline: null,
      infrastructure: null,
      message: null,
      utm_source: 'linkedin',
      utm_medium: null,
      utm_campaign: null,
      referrer: null,
      search_key: 'ada lovelace\nada@example.com\naugusta king\nanalytical engines ag',
    });
  });

  test(`keeps the earliest ${SEARCH_KEY_MAX_LINES} lines of the search key however many names are posted`, () => {
    const full = Array.from({ length: SEARCH_KEY_MAX_LINES }, (_, i) => `name ${i}`).join('\n');
    const key = repeatValues({ ...stored, search_key: full }, submitted).search_key ?? '';
    expect(key.split('\n')).toHaveLength(SEARCH_KEY_MAX_LINES);
    expect(key).toBe(full);
  });
});
