/**
 * Leads stay exactly-once when two API processes share one PostgreSQL database
 * (docs/decisions.md §63): two engines on one schema stand for the two processes, each with its
 * own pool and its own group-commit writer, as `api/src/server.ts` builds them.
 */
import { randomUUID } from 'node:crypto';
import { type Lead, type LeadResponse, leadSchema } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import type { Database } from '#api/db/schema.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { leadMailSettings } from './lead-mails.ts';
import { createLeadWriter } from './lead-writer.ts';
import { saveLead } from './leads.ts';

const openDatabase = databasePerTest();

/** Two processes' databases: the test's schema, opened twice. */
async function twoProcesses(): Promise<[Kysely<Database>, Kysely<Database>]> {
  const database = await openDatabase();
  return [database.engine.db, database.openAnother().db];
}

const AT = new Date('2026-11-20T09:30:00.000Z');
const mail = leadMailSettings(testConfig());

const waitlist = (email: string, clientId = randomUUID()): Lead =>
  leadSchema.parse(sampleLead('waitlist', { email, clientId }));

/** How many answers had each outcome. */
function tally(results: LeadResponse[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { outcome } of results) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/** Starts `count` saves, alternating between the two sides, a few per tick so batches overlap. */
async function concurrently(count: number, save: (side: 0 | 1, index: number) => Promise<LeadResponse>) {
  const pending: Promise<LeadResponse>[] = [];
  for (let index = 0; index < count; index += 1) {
    pending.push(save((index % 2) as 0 | 1, index));
    if (index % 4 === 3) await new Promise((resolve) => setImmediate(resolve));
  }
  return Promise.all(pending);
}

async function stored(db: Kysely<Database>) {
  const leads = await db.selectFrom('leads').select(['public_id', 'email', 'submission_count']).execute();
  const submissions = await db.selectFrom('lead_submissions').select(['client_id', 'lead_id']).execute();
  return { leads, submissions };
}

describe('leads over two processes on one PostgreSQL database', () => {
  test('many saves of one client id through both writers at once store one lead and one submission; one is accepted, the rest replayed', async () => {
    const [first, second] = await twoProcesses();
    const writers = [createLeadWriter(first, { mail }), createLeadWriter(second, { mail })] as const;
    const lead = waitlist('retry@example.ch');
    const results = await concurrently(24, (side) => writers[side].save(lead, AT));

    expect(tally(results)).toEqual({ accepted: 1, replayed: 23 });
    expect(new Set(results.map((result) => result.id))).toEqual(new Set([lead.clientId]));
    const { leads, submissions } = await stored(first);
    expect(leads).toEqual([{ public_id: lead.clientId, email: 'retry@example.ch', submission_count: 1 }]);
    expect(submissions.map((row) => row.client_id)).toEqual([lead.clientId]);
  });

  test('first leads of one email and kind with different client ids through both writers at once make one lead with every submission', async () => {
    const [first, second] = await twoProcesses();
    const writers = [createLeadWriter(first, { mail }), createLeadWriter(second, { mail })] as const;
    const leads = Array.from({ length: 24 }, () => waitlist('same@example.ch'));
    const results = await concurrently(leads.length, (side, index) => writers[side].save(leads[index] as Lead, AT));

    expect(tally(results)).toEqual({ accepted: 24 });
    const rows = await stored(first);
    expect(rows.leads).toHaveLength(1);
    expect(rows.leads[0]?.submission_count).toBe(24);
    expect(results.map((result) => result.id)).toEqual(leads.map((lead) => lead.clientId));
    expect(new Set(rows.submissions.map((row) => row.client_id))).toEqual(new Set(leads.map((lead) => lead.clientId)));
  });

  test('single-lead saves of one client id racing in two processes answer replayed, not an error', async () => {
    const [first, second] = await twoProcesses();
    const leads = Array.from({ length: 6 }, (_, index) => waitlist(`single-${index}@example.ch`));
    // Each lead eight times at once, half in each process; six leads give the race six chances.
    const saves = leads.flatMap((lead) =>
      Array.from({ length: 8 }, (_, index) => saveLead(index % 2 === 0 ? first : second, lead, AT, mail)),
    );
    const results = await Promise.all(saves);

    for (const lead of leads) {
      const own = results.filter((result) => result.id === lead.clientId);
      expect(tally(own)).toEqual({ accepted: 1, replayed: 7 });
    }
    const { leads: rows, submissions } = await stored(first);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.submission_count === 1)).toBe(true);
    expect(new Set(submissions.map((row) => row.client_id))).toEqual(new Set(leads.map((lead) => lead.clientId)));
    expect(submissions).toHaveLength(6);
  });

  test('single-lead saves of one email and kind racing in two processes are all accepted, not an error', async () => {
    const [first, second] = await twoProcesses();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        saveLead(index % 2 === 0 ? first : second, waitlist('first@example.ch'), AT, mail),
      ),
    );

    expect(tally(results)).toEqual({ accepted: 16 });
    const { leads, submissions } = await stored(first);
    expect(leads).toEqual([{ public_id: expect.any(String), email: 'first@example.ch', submission_count: 16 }]);
    expect(submissions).toHaveLength(16);
  });
});
