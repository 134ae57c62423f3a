/**
 * The hourly allowance of account links holds when two API processes share one PostgreSQL
 * database (docs/decisions.md §117): reset requests for one account wait for each other on the
 * account's row, so each counts the links of those before it. Two engines on one schema stand for
 * the two processes.
 */
import { expect, test } from 'vitest';
import { databasePerTest } from '#api/testing/test-database.ts';
import { ACCOUNT_LINKS_PER_HOUR, claimAccountLink } from './account-link-allowance.ts';
import { issueAccountToken } from './account-tokens.ts';
import { insertUser } from './users.ts';

const openDatabase = databasePerTest();
const NOW = new Date('2026-11-20T09:30:00.000Z');

test('reset requests for one account at once, over both processes, issue exactly its hourly links', async () => {
  const database = await openDatabase();
  const sides = [database.engine.db, database.openAnother().db] as const;
  const userId = crypto.randomUUID();
  const email = 'ada@example.com';
  await insertUser(sides[0], {
    id: userId,
    username: 'ada',
    email,
    passwordHash: 'not checked here',
    firstName: null,
    lastName: null,
    createdAt: NOW.toISOString(),
  });
  await Promise.all(
    Array.from({ length: 12 }, (_, index) =>
      (sides[index % 2] ?? sides[0]).transaction().execute(async (trx) => {
        if (!(await claimAccountLink(trx, userId, 'password-reset', NOW))) return;
        await issueAccountToken(trx, { userId, purpose: 'password-reset', email, validMs: 60_000 }, NOW);
      }),
    ),
  );
  const links = await sides[0].selectFrom('account_tokens').select('purpose').execute();
  expect(links).toHaveLength(ACCOUNT_LINKS_PER_HOUR);
});
