/**
 * The daily cap of mail to visitor-typed addresses holds when two API processes share one
 * PostgreSQL database (docs/decisions.md §86): subscribe requests and leads' acknowledgements
 * for one mailbox, under any +tag, wait for each other on the mailbox's row, so each counts the
 * mails of those before it. Two engines on one schema stand for the two processes.
 */
import { randomUUID } from 'node:crypto';
import { leadSchema } from '@alpora/shared/schemas/leads';
import { expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { subscribe, subscriptionRequest } from '#api/testing/subscribers.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { leadMailSettings } from './lead-mails.ts';
import { saveLeadInTransaction } from './leads.ts';
import { VISITOR_MAILS_PER_DAY } from './visitor-mail-cap.ts';

const openDatabase = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const mail = leadMailSettings(testConfig());

test('subscribe requests and contact messages for one mailbox at once, over both processes, queue exactly the cap of mails to it', async () => {
  const database = await openDatabase();
  const sides = [database.engine.db, database.openAnother().db] as const;
  await Promise.all(
    Array.from({ length: 16 }, async (_, index) => {
      const db = sides[index % 2] ?? sides[0];
      const email = `victim+${index}@example.com`;
      if (index % 4 < 2) return subscribe(db, subscriptionRequest(email, 'status'), NOW);
      const lead = leadSchema.parse(sampleLead('contact', { email, clientId: randomUUID() }));
      return db.transaction().execute((trx) => saveLeadInTransaction(trx, lead, NOW, mail));
    }),
  );
  const mails = await sides[0].selectFrom('mail_outbox').select(['template', 'visitor_key']).execute();
  const toVisitor = mails.filter((row) => row.template !== 'lead-notification');
  expect(toVisitor).toHaveLength(VISITOR_MAILS_PER_DAY);
  expect(new Set(toVisitor.map((row) => row.visitor_key))).toEqual(new Set(['victim@example.com']));
  // Every contact message reached the team all the same.
  expect(mails.filter((row) => row.template === 'lead-notification')).toHaveLength(8);
});
