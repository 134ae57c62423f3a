import { type Lead, leadSchema } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { DatabaseUnavailableError } from '#api/db/database-unavailable.ts';
import type { Database } from '#api/db/schema.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { leadMailSettings } from './lead-mails.ts';
import { saveLead } from './leads.ts';

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
