import { randomUUID } from 'node:crypto';
import { type LeadKind, leadSchema } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { subscribe, subscriptionRequest } from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { leadMailSettings } from './lead-mails.ts';
import { saveLeadInTransaction } from './leads.ts';
import { VISITOR_MAILS_PER_DAY } from './visitor-mail-cap.ts';

const database = databasePerTest();
const mail = leadMailSettings(testConfig());
const NOW = new Date('2026-11-20T09:30:00.000Z');
const HOUR = 60 * 60 * 1000;
const later = (ms: number) => new Date(NOW.getTime() + ms);

/** Stores a lead of `kind` from `email` in a transaction of its own, as a new submission. */
function submitLead(db: Kysely<Database>, kind: LeadKind, email: string, at: Date) {
  const lead = leadSchema.parse(sampleLead(kind, { email, clientId: randomUUID() }));
  return db.transaction().execute((trx) => saveLeadInTransaction(trx, lead, at, mail));
}

/** The mails queued, oldest first, as template and recipient. */
async function queued(db: Kysely<Database>) {
  return db.selectFrom('mail_outbox').select(['template', 'recipient']).orderBy('id').execute();
}

describe('the daily cap of mail to visitor-typed addresses', () => {
  test(`a lead's sender gets at most ${VISITOR_MAILS_PER_DAY} acknowledgements a day; every lead is stored and announced to the team`, async () => {
    const { db } = (await database()).engine;
    for (let index = 0; index < 5; index += 1) await submitLead(db, 'contact', 'victim@example.com', later(index));

    const mails = await queued(db);
    expect(mails.filter((row) => row.template === 'lead-acknowledgement')).toHaveLength(VISITOR_MAILS_PER_DAY);
    expect(mails.filter((row) => row.template === 'lead-notification')).toHaveLength(5);
    const [lead] = await db.selectFrom('leads').select('submission_count').execute();
    expect(lead?.submission_count).toBe(5);
  });

  test('+tags and capitals name the same mailbox: tagged addresses share its cap', async () => {
    const { db } = (await database()).engine;
    const addresses = ['victim+1@example.com', 'victim+2@example.com', 'victim@example.com', 'victim+3@example.com'];
    const outcomes = [];
    for (const [index, email] of addresses.entries()) {
      outcomes.push(await subscribe(db, subscriptionRequest(email, 'status'), later(index)));
    }
    expect(outcomes).toEqual(['confirmation-queued', 'confirmation-queued', 'confirmation-queued', 'capped']);
    await submitLead(db, 'demo', 'Victim+4@Example.com', later(10));
    expect((await queued(db)).filter((row) => row.template === 'lead-acknowledgement')).toEqual([]);
    // Another mailbox of the same domain has a cap of its own.
    await submitLead(db, 'demo', 'victim2+1@example.com', later(11));
    expect((await queued(db)).filter((row) => row.template === 'lead-acknowledgement')).toEqual([
      { template: 'lead-acknowledgement', recipient: 'victim2+1@example.com' },
    ]);
  });

  test('acknowledgements, confirmation links and "already subscribed" notes count together, over every form', async () => {
    const { db } = (await database()).engine;
    await submitLead(db, 'demo', 'ada@example.com', NOW);
    await submitLead(db, 'design-partner', 'ada+work@example.com', later(1));
    expect(await subscribe(db, subscriptionRequest('ada@example.com', 'updates'), later(2))).toBe(
      'confirmation-queued',
    );
    expect(await subscribe(db, subscriptionRequest('ada@example.com', 'status'), later(3))).toBe('capped');
    await submitLead(db, 'contact', 'ada@example.com', later(4));
    expect((await queued(db)).filter((row) => row.template !== 'lead-notification')).toEqual([
      { template: 'lead-acknowledgement', recipient: 'ada@example.com' },
      { template: 'lead-acknowledgement', recipient: 'ada+work@example.com' },
      { template: 'confirm-subscription', recipient: 'ada@example.com' },
    ]);
  });

  test('the window rolls: an acknowledgement leaves the count 24 hours after it was queued', async () => {
    const { db } = (await database()).engine;
    for (const offset of [0, HOUR, 2 * HOUR]) await submitLead(db, 'demo', 'ada@example.com', later(offset));
    await submitLead(db, 'demo', 'ada@example.com', later(24 * HOUR - 1));
    await submitLead(db, 'demo', 'ada@example.com', later(24 * HOUR));
    const acknowledgements = await db
      .selectFrom('mail_outbox')
      .select('created_at')
      .where('template', '=', 'lead-acknowledgement')
      .orderBy('id')
      .execute();
    expect(acknowledgements.map((row) => row.created_at)).toEqual(
      [0, HOUR, 2 * HOUR, 24 * HOUR].map((offset) => later(offset).toISOString()),
    );
  });

  test('the team notification and other mails carry no mailbox key and never count', async () => {
    const { db } = (await database()).engine;
    await submitLead(db, 'plan', 'ada@example.com', NOW);
    await submitLead(db, 'demo', 'ada@example.com', later(1));
    const keys = await db.selectFrom('mail_outbox').select(['template', 'visitor_key']).orderBy('id').execute();
    expect(keys).toEqual([
      { template: 'lead-notification', visitor_key: null },
      { template: 'lead-notification', visitor_key: null },
      { template: 'lead-acknowledgement', visitor_key: 'ada@example.com' },
    ]);
  });
});
