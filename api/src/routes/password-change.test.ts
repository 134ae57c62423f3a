import { describe, expect, test } from 'vitest';
import { queuedMails } from '#api/testing/account-mails.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const NEW_PASSWORD = 'a lighthouse keeper in winter';

function changePassword(t: TestApp, session: string, body: Record<string, unknown>) {
  return t.app.request('/api/auth/password', postJson(body, { Authorization: `Bearer ${session}` }));
}

async function secondSession(t: TestApp): Promise<string> {
  const res = await t.app.request('/api/auth/login', postJson({ username: 'ada', password: TEST_PASSWORD }));
  return (await readJson(res)).token;
}

describe('changing the password on /account', () => {
  test('with the current password: sets the new one, signs out the other sessions, keeps this one, mails and logs', async () => {
    const t = await setup();
    const { token: current } = await registerUser(t.app, 'ada');
    const other = await secondSession(t);
    const res = await changePassword(t, current, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ otherSessionsEnded: 1 });
    expect((await t.app.request('/api/auth/me', bearer(current))).status).toBe(200);
    expect((await t.app.request('/api/auth/me', bearer(other))).status).toBe(401);
    const login = (password: string) => t.app.request('/api/auth/login', postJson({ username: 'ada', password }));
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    const [mail] = await queuedMails(t.db, 'password-changed', 'ada@example.com');
    expect(JSON.parse(mail?.data ?? '{}')).toMatchObject({ how: 'changed', username: 'ada' });
    const events = await t.db
      .selectFrom('security_events')
      .select(['kind', 'detail'])
      .where('kind', '=', 'password-changed')
      .execute();
    expect(events).toEqual([{ kind: 'password-changed', detail: 'other sessions signed out: 1' }]);
  });

  test('the owner may keep the other sessions', async () => {
    const t = await setup();
    const { token: current } = await registerUser(t.app, 'ada');
    const other = await secondSession(t);
    const res = await changePassword(t, current, {
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      endOtherSessions: false,
    });
    expect(await readJson(res)).toEqual({ otherSessionsEnded: 0 });
    expect((await t.app.request('/api/auth/me', bearer(other))).status).toBe(200);
  });

  test.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', 'Enter your current password.'],
    [
      { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD },
      'currentPassword',
      'This is not your current password.',
    ],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'short one' }, 'newPassword', 'Use at least 12 characters.'],
    [
      { currentPassword: TEST_PASSWORD, newPassword: '1qaz2wsx3edc' },
      'newPassword',
      'among the most common or breached',
    ],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'my name is ADA lovelace' },
      'newPassword',
      'must not contain your username',
    ],
  ])('%j is refused with a message on %s and changes nothing', async (body, field, message) => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'ada');
    const res = await changePassword(t, token, body);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields[field]).toContain(message);
    const user = await t.db.selectFrom('users').select('password_changed_at').executeTakeFirstOrThrow();
    expect(user.password_changed_at).toBeNull();
  });

  test('needs a session', async () => {
    const t = await setup();
    const res = await t.app.request('/api/auth/password', postJson({ newPassword: NEW_PASSWORD }));
    expect(res.status).toBe(401);
  });
});
