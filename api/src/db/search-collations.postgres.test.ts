import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { OPERATOR, recordAudit } from '#api/back-office/audit.ts';
import { auditLogPage } from '#api/repositories/audit-log.ts';
import { leadInboxPage } from '#api/repositories/lead-inbox.ts';
import { leadSearchKey } from '#api/repositories/leads.ts';
import { enqueueMail, listMailPage } from '#api/repositories/mail-outbox.ts';
import { userDirectoryPage } from '#api/repositories/user-directory.ts';
import { insertUser } from '#api/repositories/users.ts';
import { SAMPLE_MAIL } from '#api/testing/mail-samples.ts';
import { databasePerTest } from '#api/testing/test-database.ts';

const database = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');
const AT = NOW.toISOString();

/**
 * The columns the back office searches, each given the collation a database created under
 * that locale would give it: the C one of the test server, ICU's root, Swiss German, and
 * Turkish, whose lowering of "I" is a dotless "ı".
 */
const COLLATIONS = ['C', 'und-x-icu', 'de-CH-x-icu', 'tr-x-icu'];
const SEARCHED_COLUMNS = [
  ['leads', 'search_key'],
  ['users', 'search_key'],
  ['mail_outbox', 'recipient'],
  ['audit_log', 'actor_name'],
] as const;

describe('the searches under any locale of the database (docs/deployment.md)', () => {
  test.each(COLLATIONS)('under %s, every search finds the same rows', async (collation) => {
    const { db } = (await database()).engine;
    for (const [table, column] of SEARCHED_COLUMNS) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type text collate ${sql.id(collation)}`.execute(
        db,
      );
    }
    for (const [email, name] of [
      ['arni@example.ch', 'Beat ÄRNI'],
      ['emile@example.ch', 'ÉMILE Rochat'],
      ['iris@example.ch', 'IRIS Imhof'],
    ] as const) {
      const row = { email, name, company: null };
      await db
        .insertInto('leads')
        .values({
          ...row,
          public_id: crypto.randomUUID(),
          kind: 'contact',
          search_key: leadSearchKey(row),
          consent_version: 'en-2025-07-23',
          consented_at: AT,
          consent_page: '/contact',
          created_at: AT,
          updated_at: AT,
        })
        .execute();
    }
    await insertUser(db, {
      id: 'ivan',
      username: 'IVAN.I',
      email: 'IVAN@EXAMPLE.CH',
      passwordHash: 'x',
      firstName: 'İlkay',
      lastName: 'Ärni',
      createdAt: AT,
    });
    await enqueueMail(db, { ...SAMPLE_MAIL, recipient: 'IVAN@EXAMPLE.CH' }, NOW);
    await recordAudit(db, { ...OPERATOR, name: 'IVAN.I' }, { action: 'user.view', subjectType: 'user' }, NOW);

    const leads = async (q: string) =>
      (await leadInboxPage(db, { q }, { after: null, limit: 10 })).rows.map((lead) => lead.email).sort();
    expect(await leads('ärni')).toEqual(['arni@example.ch']);
    expect(await leads('Emile')).toEqual(['emile@example.ch']);
    expect(await leads('iris')).toEqual(['iris@example.ch']);
    const users = async (q: string) =>
      (await userDirectoryPage(db, { q }, { after: undefined, limit: 10 })).rows.map((user) => user.id);
    expect(await users('ivan.i')).toEqual(['ivan']);
    expect(await users('ilkay arni')).toEqual(['ivan']);
    const mails = await listMailPage(db, { recipient: 'ivan@example' }, { before: undefined, limit: 10 });
    expect(mails.rows.map((mail) => mail.recipient)).toEqual(['IVAN@EXAMPLE.CH']);
    const audit = await auditLogPage(db, { actor: 'ivan.i' }, { before: undefined, limit: 10 });
    expect(audit.rows.map((entry) => entry.actor_name)).toEqual(['IVAN.I']);
  });

  test('the Turkish collation is one whose lower() these searches must not trust', async () => {
    const { db } = (await database()).engine;
    const { rows } = await sql<{
      lowered: string;
    }>`select lower(${'IVAN'}::text collate "tr-x-icu") as lowered`.execute(db);
    expect(rows[0]?.lowered).toBe('ıvan');
  });
});
