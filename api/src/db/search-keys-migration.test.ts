import { describe, expect, test } from 'vitest';
import { leadSearchKey } from '#api/repositories/leads.ts';
import { insertUser, userSearchKey } from '#api/repositories/users.ts';
import { databasePerTest } from '#api/testing/test-database.ts';
import { fillSearchKeys } from './migrations/2026-11-23T0900-search-keys.ts';
import type { NewLead } from './schema.ts';

const database = databasePerTest();
const AT = '2026-11-20T09:30:00.000Z';

const PEOPLE = [
  { name: 'Émile Rochat', first_name: null, last_name: null, company: 'Banque Léman SA' },
  { name: null, first_name: 'ÄRNI', last_name: 'Gaß', company: null },
  { name: null, first_name: 'Zoë', last_name: null, company: 'Ørsted Energy' },
  { name: 'Ada  Lovelace', first_name: 'Ada', last_name: 'Lovelace', company: null },
  { name: null, first_name: null, last_name: null, company: null },
];

/** A lead as it was stored before its key: blank, as the migration's new column starts. */
function storedBefore(index: number): NewLead {
  const person = PEOPLE[index % PEOPLE.length];
  return {
    public_id: crypto.randomUUID(),
    kind: 'contact',
    email: `person${index}@example.ch`,
    ...person,
    consent_version: 'en-2025-07-23',
    consented_at: AT,
    consent_page: '/contact',
    created_at: AT,
    updated_at: AT,
    search_key: '',
  };
}

describe('the search keys migration (2026-11-23T0900)', () => {
  test('fills the key of every lead and account stored before, as the API writes it, past one batch', async () => {
    const { db } = (await database()).engine;
    const leads = Array.from({ length: 510 }, (_, index) => storedBefore(index));
    for (let i = 0; i < leads.length; i += 100)
      await db
        .insertInto('leads')
        .values(leads.slice(i, i + 100))
        .execute();
    const accounts = [
      { username: 'emile', email: 'Emile@Example.CH', firstName: 'Émile', lastName: 'Rochat' },
      { username: 'arni', email: 'arni@example.ch', firstName: null, lastName: 'ÄRNI' },
      { username: 'plain', email: 'plain@example.com', firstName: null, lastName: null },
    ];
    for (const [index, account] of accounts.entries()) {
      await insertUser(db, { id: `user-${index}`, passwordHash: 'x', createdAt: AT, ...account });
    }
    await db.updateTable('users').set({ search_key: '' }).execute();

    await fillSearchKeys(db);

    const storedLeads = await db.selectFrom('leads').selectAll().orderBy('email').execute();
    expect(storedLeads).toHaveLength(leads.length);
    for (const lead of storedLeads) expect(lead.search_key).toBe(leadSearchKey(lead));
    expect(storedLeads.find((lead) => lead.email === 'person1@example.ch')?.search_key).toBe(
      'arni gass\nperson1@example.ch',
    );
    const storedUsers = await db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(storedUsers.map((user) => user.search_key)).toEqual(accounts.map((account) => userSearchKey(account)));
    expect(storedUsers[0]?.search_key).toBe('emile\nemile@example.ch\nemile rochat');
  });
});
