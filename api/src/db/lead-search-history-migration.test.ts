import { leadSchema } from '@alpora/shared/schemas/leads';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { leadMailSettings } from '#api/repositories/lead-mails.ts';
import { leadSearchKey, saveLead } from '#api/repositories/leads.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { addSubmissionsToSearchKeys, payloadKeyLines } from './migrations/2026-11-24T0400-lead-search-history.ts';

const database = databasePerTest();
const AT = new Date('2026-11-20T09:30:00.000Z');

function lines(key: string | undefined): string[] {
  return (key ?? '').split('\n').sort();
}

describe('the lead search history migration (2026-11-24T0400)', () => {
  test('gives a lead stored before the key of every submission, as the API now writes it; other leads keep theirs', async () => {
    const { db } = (await database()).engine;
    const mail = leadMailSettings(testConfig());
    const save = (overrides: Record<string, unknown>) =>
      saveLead(db, leadSchema.parse(sampleLead('demo', overrides)), AT, mail);
    await save({ name: 'Émile Rochat', email: 'kontakt@example.ch', company: undefined });
    await save({ name: 'Zoë Ørsted', email: 'kontakt@example.ch', company: 'Genève Capital' });
    await save({ name: 'Alone', email: 'alone@example.ch' });
    const written = await db.selectFrom('leads').select(['email', 'search_key']).orderBy('email').execute();
    // As a repeat left it before: the key of its last submission only.
    await db
      .updateTable('leads')
      .set({
        search_key: leadSearchKey({ name: 'Zoë Ørsted', email: 'kontakt@example.ch', company: 'Genève Capital' }),
      })
      .where('email', '=', 'kontakt@example.ch')
      .execute();

    await addSubmissionsToSearchKeys(db);

    const migrated = await db.selectFrom('leads').select(['email', 'search_key']).orderBy('email').execute();
    expect(migrated.map((lead) => lead.email)).toEqual(['alone@example.ch', 'kontakt@example.ch']);
    expect(lines(migrated[1]?.search_key)).toEqual(lines(written[1]?.search_key));
    expect(lines(migrated[1]?.search_key)).toEqual([
      'emile rochat',
      'geneve capital',
      'kontakt@example.ch',
      'zoe orsted',
    ]);
    expect(migrated[0]?.search_key).toBe(written[0]?.search_key);
  });

  test('reads first and last name from a waitlist payload, and nothing from one that is not an object', () => {
    expect(
      payloadKeyLines(JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' })),
    ).toEqual(['ada lovelace', 'ada@example.com']);
    expect(payloadKeyLines('not json')).toEqual([]);
    expect(payloadKeyLines('[1]')).toEqual([]);
  });
});
