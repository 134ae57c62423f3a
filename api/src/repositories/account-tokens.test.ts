import { describe, expect, test } from 'vitest';
import { purgeExpiredData } from '#api/retention/purge.ts';
import { CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { appPerTest, TEST_NOW } from '#api/testing/test-app.ts';
import { issueAccountToken, takeAccountToken } from './account-tokens.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const now = new Date(TEST_NOW);
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

async function withUser() {
  const t = await setup();
  const { user } = await registerUser(t.app, 'ada');
  await t.db.deleteFrom('account_tokens').execute();
  const issue = (validMs: number) =>
    issueAccountToken(t.db, { userId: user.id, purpose: 'password-reset', email: 'ada@example.com', validMs }, now);
  return { t, issue };
}

describe('account tokens', () => {
  test('a token is taken once, and only for its purpose', async () => {
    const { t, issue } = await withUser();
    const token = await issue(30 * MINUTE_MS);
    expect(await takeAccountToken(t.db, token, 'verify-email', now)).toBeUndefined();
    expect(await takeAccountToken(t.db, token, 'password-reset', now)).toMatchObject({ email: 'ada@example.com' });
    expect(await takeAccountToken(t.db, token, 'password-reset', now)).toBeUndefined();
  });

  test('two takes racing on one token: exactly one wins', async () => {
    const { t, issue } = await withUser();
    const token = await issue(30 * MINUTE_MS);
    const results = await Promise.all([1, 2, 3].map(() => takeAccountToken(t.db, token, 'password-reset', now)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  test('the retention purge deletes spent and expired tokens a day on, and keeps usable ones', async () => {
    const { t, issue } = await withUser();
    const spent = await issue(30 * MINUTE_MS);
    await takeAccountToken(t.db, spent, 'password-reset', now);
    await issue(30 * MINUTE_MS); // expires unused
    await issue(7 * DAY_MS); // still usable a day later
    const dayBefore = await purgeExpiredData(t.db, new Date(now.getTime() + DAY_MS - MINUTE_MS));
    expect(dayBefore['account-links']).toEqual({ tokens: 0 });
    const result = await purgeExpiredData(t.db, new Date(now.getTime() + 2 * DAY_MS));
    expect(result['account-links']).toEqual({ tokens: 2 });
    const left = await t.db.selectFrom('account_tokens').select('expires_at').execute();
    expect(left).toEqual([{ expires_at: new Date(now.getTime() + 7 * DAY_MS).toISOString() }]);
  });
});
