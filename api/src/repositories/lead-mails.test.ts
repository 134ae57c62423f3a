import { randomUUID } from 'node:crypto';
import { type Lead, type LeadKind, leadSchema } from '@alpora/shared/schemas/leads';
import { expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { leadMailSettings } from './lead-mails.ts';
import { createLeadWriter } from './lead-writer.ts';
import { saveLeadInTransaction } from './leads.ts';

const database = databasePerTest();
const mail = leadMailSettings(testConfig());
const AT = new Date('2026-11-20T09:30:00.000Z');
const lead = (kind: LeadKind, clientId = randomUUID()): Lead => leadSchema.parse(sampleLead(kind, { clientId }));

test('a lead transaction that fails queues no mail: the lead and its mails roll back together', async () => {
  const { db } = (await database()).engine;
  const failure = new Error('the transaction fails after the lead is written');
  let queuedInside = -1;
  const saving = db.transaction().execute(async (trx) => {
    await saveLeadInTransaction(trx, lead('demo'), AT, mail);
    queuedInside = (await trx.selectFrom('mail_outbox').select('id').execute()).length;
    throw failure;
  });
  await expect(saving).rejects.toBe(failure);
  expect(queuedInside).toBe(2);
  expect(await db.selectFrom('leads').select('id').execute()).toEqual([]);
  expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
});

test('the writer wakes the mail sender after a lead that queued mail is stored, not after a one-pager without updates or a replay', async () => {
  const { db } = (await database()).engine;
  let kicks = 0;
  const writer = createLeadWriter(db, {
    mail,
    kickMailSender: () => {
      kicks += 1;
    },
  });
  await writer.save(lead('one-pager'), AT);
  expect(kicks).toBe(0);
  expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  const demo = lead('demo');
  await writer.save(demo, AT);
  expect(kicks).toBe(1);
  expect(await db.selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  await writer.save(demo, AT);
  expect(kicks).toBe(1);
  // The waitlist asks for the updates subscription: its confirmation mail goes out at once.
  await writer.save(lead('waitlist'), AT);
  expect(kicks).toBe(2);
  expect(
    await db.selectFrom('mail_outbox').select('template').where('template', '=', 'confirm-subscription').execute(),
  ).toHaveLength(1);
});
