import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Lead, leadSchema } from '@alpora/shared/schemas/leads';
import SQLite from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { DatabaseUnavailableError } from '#api/db/database-unavailable.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { openSqliteDatabase } from '#api/db/sqlite-engine.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { appPerTest } from '#api/testing/test-app.ts';
import { leadMailSettings } from './lead-mails.ts';
import { createLeadWriter } from './lead-writer.ts';

const setup = appPerTest();
const mail = leadMailSettings(testConfig());

/** A waitlist lead as the schema hands it to the writer. */
const waitlist = (email: string, clientId = randomUUID()): Lead =>
  leadSchema.parse(sampleLead('waitlist', { email, clientId }));

describe('createLeadWriter', () => {
  test('stores concurrent submissions in order, with the outcome each would get alone', async () => {
    const t = await setup();
    const writer = createLeadWriter(t.db, { mail });
    const at = t.clock.now();
    const retried = randomUUID();
    const leads = [
      waitlist('a@example.ch', retried),
      waitlist('b@example.ch'),
      waitlist('a@example.ch'),
      waitlist('a@example.ch', retried),
    ];
    const results = await Promise.all(leads.map((lead) => writer.save(lead, at)));
    expect(results.map((r) => r.outcome)).toEqual(['accepted', 'accepted', 'accepted', 'replayed']);
    // Each answer echoes its own client id, the update's too (docs/decisions.md §80).
    expect(results.map((r) => r.id)).toEqual(leads.map((lead) => lead.clientId));
    const rows = await t.db.selectFrom('leads').select(['email', 'submission_count']).orderBy('id').execute();
    expect(rows).toEqual([
      { email: 'a@example.ch', submission_count: 2 },
      { email: 'b@example.ch', submission_count: 1 },
    ]);
    expect(await t.db.selectFrom('lead_submissions').select('client_id').execute()).toHaveLength(3);
  });

  test('a lead that cannot be stored fails alone; the rest of its batch is stored', async () => {
    const t = await setup();
    const writer = createLeadWriter(t.db, { mail });
    const at = t.clock.now();
    // A lead the database refuses (consent_version is NOT NULL); the schema would stop it earlier.
    const broken = { ...waitlist('broken@example.ch'), consentVersion: null } as unknown as Lead;
    const outcomes = await Promise.allSettled([
      writer.save(waitlist('first@example.ch'), at),
      writer.save(broken, at),
      writer.save(waitlist('last@example.ch'), at),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const emails = await t.db.selectFrom('leads').select('email').orderBy('email').execute();
    expect(emails.map((r) => r.email)).toEqual(['first@example.ch', 'last@example.ch']);
  });

  test('while another process holds the lock past the bound, the batch and the leads queued behind it fail as unavailable, and nothing is stored', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-writer-'));
    const db = openSqliteDatabase({ dataDir, file: 'leads.sqlite', writeTimeoutMs: 100 }).db;
    await migrateToLatest(db);
    const other = new SQLite(path.join(dataDir, 'leads.sqlite'));
    try {
      other.exec('begin immediate');
      const writer = createLeadWriter(db, { mail });
      const at = new Date('2026-11-22T10:00:00Z');
      const first = writer.save(waitlist('first@example.ch'), at);
      // Queued while the first batch waits for the lock.
      await new Promise((resolve) => setImmediate(resolve));
      const second = writer.save(waitlist('second@example.ch'), at);
      const outcomes = await Promise.allSettled([first, second]);
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(DatabaseUnavailableError);
      }
      other.exec('rollback');
      expect(await db.selectFrom('leads').select('email').execute()).toEqual([]);
      // Sent again once the lock is gone, it is stored.
      expect((await writer.save(waitlist('first@example.ch'), at)).outcome).toBe('accepted');
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
