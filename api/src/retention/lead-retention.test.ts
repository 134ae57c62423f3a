/**
 * The retention of leads (docs/privacy.md#retention, docs/decisions.md §200): every lead kind
 * of the data map goes when its period after the last activity ends, with its submissions,
 * history, demo bookings and mails; a client account holding its address keeps it only while
 * the account exists, and the status `won` alone keeps nothing (§204).
 * claim: enquiry-retention (content/claims.yaml).
 */
import { LEAD_KINDS, type LeadKind, leadSchema } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { insertDemoBooking } from '#api/repositories/demo-bookings.ts';
import { leadMailSettings } from '#api/repositories/lead-mails.ts';
import { saveLead } from '#api/repositories/leads.ts';
import { markSent } from '#api/repositories/mail-outbox.ts';
import { insertUser } from '#api/repositories/users.ts';
import { around, cutoffOf, mapWith } from '#api/testing/data-map-copies.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest, TEST_NOW } from '#api/testing/test-app.ts';
import { purgeExpiredData } from './purge.ts';

const setup = appPerTest();
const now = new Date(TEST_NOW);
const mail = leadMailSettings(testConfig());
/** The lead kinds' cutoff on TEST_NOW: 24 months before it, as the map says today. */
const cutoff = cutoffOf('lead-contact', now);
const { past, inside } = around(cutoff);
/** The map with mails kept for ever, so that only a lead's purge can delete them. */
const mailKeptLong = mapWith('mail-log', { retention: { years: 100, after: 'the email was queued' } });

/** Marks every queued mail sent, as the sender does within seconds (docs/decisions.md §67). */
async function sendQueuedMails(db: Kysely<Database>, at: Date) {
  const queued = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'queued').execute();
  for (const { id } of queued) await markSent(db, id, '250 OK', at);
}

/** A lead of `kind` from `email` sent at `at`, with the mails it caused sent; answers its id. */
async function addLead(db: Kysely<Database>, kind: LeadKind, email: string, at: Date, { sent } = { sent: true }) {
  await saveLead(db, leadSchema.parse(sampleLead(kind, { email })), at, mail);
  if (sent) await sendQueuedMails(db, at);
  const row = await db.selectFrom('leads').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

const emails = async (db: Kysely<Database>) =>
  (await db.selectFrom('leads').select('email').orderBy('id').execute()).map((row) => row.email);
const countOf = async (db: Kysely<Database>, table: 'lead_submissions' | 'lead_activity' | 'demo_bookings') =>
  (await db.selectFrom(table).select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count;

async function addAccount(db: Kysely<Database>, email: string, role: string) {
  const id = `user-${role}-${email}`;
  await insertUser(db, {
    id,
    username: id.replace(/[^a-z0-9]/g, '').slice(0, 30),
    email,
    passwordHash: 'x',
    firstName: null,
    lastName: null,
    createdAt: TEST_NOW,
  });
  await db.updateTable('users').set({ role }).where('id', '=', id).execute();
}

/** A sales move of the lead to `status` at `at`, as the inbox records it (its last activity). */
async function moveTo(db: Kysely<Database>, leadId: number, status: string, at: Date) {
  await db.updateTable('leads').set({ status }).where('id', '=', leadId).execute();
  await db
    .insertInto('lead_activity')
    .values({
      lead_id: leadId,
      actor_user_id: null,
      actor_name: 'sales1',
      from_status: 'new',
      to_status: status,
      created_at: at.toISOString(),
    })
    .execute();
}

// claim: enquiry-retention
describe('retention of leads', () => {
  test.each(LEAD_KINDS)(
    'a %s lead goes just past 24 months after its last activity and stays just inside it',
    async (kind) => {
      const { db } = await setup();
      await addLead(db, kind, `past-${kind}@example.com`, past);
      await addLead(db, kind, `inside-${kind}@example.com`, inside);

      const result = await purgeExpiredData(db, now);

      expect(result[`lead-${kind}`]).toMatchObject({ leads: 1, submissions: 1 });
      expect(await emails(db)).toEqual([`inside-${kind}@example.com`]);
      expect(await countOf(db, 'lead_submissions')).toBe(1);
    },
  );

  test('a client account holding its address keeps a lead past its period; a viewer or staff account does not', async () => {
    const { db } = await setup();
    await addLead(db, 'plan', 'client@example.com', past);
    await addAccount(db, 'Client@Example.com', 'client');
    await addLead(db, 'contact', 'viewer@example.com', past);
    await addAccount(db, 'viewer@example.com', 'viewer');
    await addLead(db, 'waitlist', 'staff@example.com', past);
    await addAccount(db, 'staff@example.com', 'sales');
    await addLead(db, 'demo', 'lost@example.com', past);

    const result = await purgeExpiredData(db, now);

    expect(await emails(db)).toEqual(['client@example.com']);
    expect(result).toMatchObject({
      'lead-plan': { leads: 0 },
      'lead-contact': { leads: 1 },
      'lead-waitlist': { leads: 1 },
      'lead-demo': { leads: 1 },
    });
  });

  test('a won lead without a client account goes 24 months after its last activity, like any other', async () => {
    const { db } = await setup();
    const wonLongAgo = await addLead(db, 'plan', 'won-long-ago@example.com', past);
    await moveTo(db, wonLongAgo, 'won', past);
    const wonLately = await addLead(db, 'plan', 'won-lately@example.com', past);
    await moveTo(db, wonLately, 'won', inside);

    expect((await purgeExpiredData(db, now))['lead-plan']).toMatchObject({ leads: 1, activity: 1 });
    expect(await emails(db)).toEqual(['won-lately@example.com']);

    // 24 months after the move to won, it goes too.
    const afterMove = new Date(now.getTime() + 2000);
    expect((await purgeExpiredData(db, afterMove))['lead-plan']).toMatchObject({ leads: 1, activity: 1 });
    expect(await emails(db)).toEqual([]);
  });

  test("a client's leads go once the account is closed, 24 months after their last activity", async () => {
    const { db } = await setup();
    const won = await addLead(db, 'plan', 'client@example.com', past);
    await moveTo(db, won, 'won', past);
    await addLead(db, 'contact', 'client@example.com', past);
    await addAccount(db, 'client@example.com', 'client');

    expect((await purgeExpiredData(db, now))['lead-plan']).toMatchObject({ leads: 0 });
    expect(await emails(db)).toEqual(['client@example.com', 'client@example.com']);

    await db.deleteFrom('users').where('email_key', '=', 'client@example.com').execute();
    const result = await purgeExpiredData(db, now);

    expect(result).toMatchObject({ 'lead-plan': { leads: 1, activity: 1 }, 'lead-contact': { leads: 1 } });
    expect(await emails(db)).toEqual([]);
  });

  test("a staff member's note within the period keeps a lead, and its history goes with it after", async () => {
    const { db } = await setup();
    const id = await addLead(db, 'design-partner', 'worked@example.com', new Date('2024-01-10T00:00:00.000Z'));
    const noteAt = new Date('2026-10-20T00:00:00.000Z');
    await db
      .insertInto('lead_activity')
      .values({
        lead_id: id,
        actor_user_id: null,
        actor_name: 'sales1',
        note: 'Called back',
        created_at: noteAt.toISOString(),
      })
      .execute();

    expect((await purgeExpiredData(db, now))['lead-design-partner']).toMatchObject({ leads: 0 });
    expect(await emails(db)).toEqual(['worked@example.com']);

    // 24 months after the note, to the second: kept just inside, gone just past.
    const justInside = new Date('2028-10-19T23:59:59.000Z');
    expect((await purgeExpiredData(db, justInside))['lead-design-partner']).toMatchObject({ leads: 0 });
    const justPast = new Date('2028-10-20T00:00:01.000Z');
    expect((await purgeExpiredData(db, justPast))['lead-design-partner']).toMatchObject({ leads: 1, activity: 1 });
    expect(await countOf(db, 'lead_activity')).toBe(0);
  });

  test('a demo booking ending within the period keeps its lead; once past, the booking goes with it', async () => {
    const { db } = await setup();
    const id = await addLead(db, 'demo', 'booked@example.com', new Date('2024-06-01T00:00:00.000Z'));
    const booking = {
      publicId: crypto.randomUUID(),
      clientId: crypto.randomUUID(),
      leadId: id,
      start: new Date(inside.getTime() - 30 * 60_000).toISOString(),
      end: inside.toISOString(),
      name: 'Grace Hopper',
      email: 'booked@example.com',
      company: null,
      message: null,
      visitorTimeZone: 'Europe/Zurich',
      manageTokenHash: 'a'.repeat(64),
    };
    // Booked in June 2024 for a demo held just inside the period.
    await insertDemoBooking(db, booking, new Date('2024-06-01T00:00:00.000Z'));

    expect((await purgeExpiredData(db, now))['lead-demo']).toMatchObject({ leads: 0, bookings: 0 });
    expect(await emails(db)).toEqual(['booked@example.com']);

    const afterDemo = new Date(now.getTime() + 2000);
    expect((await purgeExpiredData(db, afterDemo))['lead-demo']).toMatchObject({ leads: 1, bookings: 1 });
    expect(await countOf(db, 'demo_bookings')).toBe(0);
  });

  test('the mails about a purged lead go with it, with their attempts', async () => {
    const { db } = await setup();
    await addLead(db, 'contact', 'old@example.com', past);
    await addLead(db, 'contact', 'edge@example.com', inside);

    const result = await purgeExpiredData(db, now, mailKeptLong);

    expect(result['lead-contact']).toMatchObject({ leads: 1, mails: 2 });
    expect(result['mail-log']).toEqual({ mails: 0 });
    const left = await db.selectFrom('mail_outbox').select(['id', 'recipient', 'data']).orderBy('id').execute();
    expect(left.map((row) => row.recipient)).toEqual(['sales@alpora.ch', 'edge@example.com']);
    expect(left.some((row) => row.data.includes('old@example.com'))).toBe(false);
    const attempts = await db.selectFrom('mail_attempts').select('mail_id').execute();
    expect(new Set(attempts.map((row) => row.mail_id))).toEqual(new Set(left.map((row) => row.id)));
  });

  test('a lead whose mail is still on its way waits, and goes with its mails once they are sent', async () => {
    const { db } = await setup();
    await addLead(db, 'contact', 'old@example.com', past, { sent: false });

    expect((await purgeExpiredData(db, now, mailKeptLong))['lead-contact']).toMatchObject({ leads: 0, mails: 0 });
    expect(await emails(db)).toEqual(['old@example.com']);

    await sendQueuedMails(db, now);
    expect((await purgeExpiredData(db, now, mailKeptLong))['lead-contact']).toMatchObject({ leads: 1, mails: 2 });
    expect(await emails(db)).toEqual([]);
    expect(await db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });
});
