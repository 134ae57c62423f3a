import { expect, test } from 'vitest';
import { CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { appPerTest } from '#api/testing/test-app.ts';
import { deleteExpiredSessions } from './sessions.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

test('deleteExpiredSessions removes the sessions past their expiry and keeps the others', async () => {
  const t = await setup();
  const { user } = await registerUser(t.app, 'ada');
  const session = (id: string, expiresAt: string) => ({
    id,
    user_id: user.id,
    created_at: '2026-11-20T00:00:00.000Z',
    expires_at: expiresAt,
  });
  await t.db
    .insertInto('sessions')
    .values([
      session('expired', '2026-11-20T08:00:00.000Z'),
      session('ends-now', '2026-11-20T09:30:00.000Z'),
      session('live', '2026-11-20T09:30:00.001Z'),
    ])
    .execute();

  expect(await deleteExpiredSessions(t.db, t.clock.now())).toBe(2);
  const left = await t.db.selectFrom('sessions').select('id').execute();
  // The live row and the session registration opened (it expires two hours from now).
  expect(left.map((row) => row.id).sort()).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), 'live'].sort());
  expect(left).toHaveLength(2);
});
