import { describe, expect, test } from 'vitest';
import { createApp } from '#api/app.ts';
import { totpCodeAt } from '#api/auth/totp.ts';
import { createLogger } from '#api/lib/logger.ts';
import { ACCOUNT_LINKS_PER_DAY, ACCOUNT_LINKS_PER_HOUR } from '#api/repositories/account-link-allowance.ts';
import { VISITOR_MAILS_PER_DAY } from '#api/repositories/visitor-mail-cap.ts';
import { RESET_REQUESTED } from '#api/routes/account-recovery.ts';
import { mailedToken, queuedMails, registerVerifiedUser } from '#api/testing/account-mails.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { enableTotp, loginToSecondStep, secondStep } from '#api/testing/two-factor.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const NEW_PASSWORD = 'a lighthouse keeper in winter';
const MINUTE_MS = 60 * 1000;

const signUpForStatusMails = (t: TestApp, email: string) =>
  t.app.request('/api/status/subscriptions', postJson({ email, consentVersion: 'en-2025-07-23', page: '/status' }));
const requestReset = (t: TestApp, email: string) => t.app.request('/api/auth/password-reset', postJson({ email }));
const completeReset = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  t.app.request('/api/auth/password-reset/complete', postJson({ token, password }));
const login = (t: TestApp, password: string) =>
  t.app.request('/api/auth/login', postJson({ username: 'ada', password }));

async function resetToken(t: TestApp): Promise<string> {
  expect((await requestReset(t, 'ada@example.com')).status).toBe(202);
  return mailedToken(t.db, 'password-reset', 'ada@example.com');
}

describe('asking for a reset link', () => {
  test('a known verified, a known unverified and an unknown address get the same answer', async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    await registerUser(t.app, 'bob');
    const answers = [];
    for (const email of ['ada@example.com', 'bob@example.com', 'nobody@example.com']) {
      const res = await requestReset(t, email);
      answers.push({ status: res.status, body: await res.text() });
    }
    expect(answers[0]).toEqual({ status: 202, body: JSON.stringify({ message: RESET_REQUESTED }) });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  test('only the verified address gets a link; the unverified one gets nothing', async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    await registerUser(t.app, 'bob');
    await requestReset(t, 'ADA@example.com');
    await requestReset(t, 'bob@example.com');
    expect(await queuedMails(t.db, 'password-reset', 'ada@example.com')).toHaveLength(1);
    expect(await queuedMails(t.db, 'password-reset', 'bob@example.com')).toEqual([]);
    const bobEvents = await t.db
      .selectFrom('security_events')
      .select(['kind', 'outcome', 'detail'])
      .where('kind', '=', 'password-reset-requested')
      .where('outcome', '=', 'failure')
      .execute();
    expect(bobEvents).toEqual([
      { kind: 'password-reset-requested', outcome: 'failure', detail: 'address not verified' },
    ]);
  });

  test(`an account gets at most ${ACCOUNT_LINKS_PER_HOUR} links an hour; beyond, the same answer, no mail, a warning without the address`, async () => {
    const lines: string[] = [];
    const t = await setup();
    const app = createApp({ ...t, logger: createLogger('warn', (line) => lines.push(line)) });
    const { user } = await registerVerifiedUser(t, 'ada');
    const ask = () => app.request('/api/auth/password-reset', postJson({ email: 'ada@example.com' }));
    const answers = [];
    for (let request = 0; request < ACCOUNT_LINKS_PER_HOUR + 1; request += 1) answers.push(await (await ask()).text());
    expect(new Set(answers)).toEqual(new Set([JSON.stringify({ message: RESET_REQUESTED })]));
    expect(await queuedMails(t.db, 'password-reset', 'ada@example.com')).toHaveLength(ACCOUNT_LINKS_PER_HOUR);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'password reset mail held back by the link allowance',
        userId: user.id,
      }),
    ]);
    expect(lines.join('\n')).not.toContain('ada@example.com');
    const held = await t.db
      .selectFrom('security_events')
      .select('detail')
      .where('kind', '=', 'password-reset-requested')
      .where('outcome', '=', 'failure')
      .execute();
    expect(held).toEqual([{ detail: 'link allowance reached' }]);
    t.clock.advance(60 * MINUTE_MS);
    await ask();
    expect(await queuedMails(t.db, 'password-reset', 'ada@example.com')).toHaveLength(ACCOUNT_LINKS_PER_HOUR + 1);
  });

  test(`and at most ${ACCOUNT_LINKS_PER_DAY} in any 24 hours, so a stranger cannot flood the owner with resets`, async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    const ask = () => requestReset(t, 'ada@example.com');
    for (let hour = 0; hour < 3; hour += 1) {
      for (let request = 0; request < ACCOUNT_LINKS_PER_HOUR; request += 1) expect((await ask()).status).toBe(202);
      t.clock.advance(61 * MINUTE_MS);
    }
    expect(await queuedMails(t.db, 'password-reset', 'ada@example.com')).toHaveLength(ACCOUNT_LINKS_PER_DAY);
    t.clock.advance(22 * 60 * MINUTE_MS);
    await ask();
    expect(await queuedMails(t.db, 'password-reset', 'ada@example.com')).toHaveLength(ACCOUNT_LINKS_PER_DAY + 1);
  });

  test('newsletter sign-ups that used up the mailbox’s visitor mails do not stop a reset link', async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    for (let signUp = 0; signUp < VISITOR_MAILS_PER_DAY + 1; signUp += 1)
      await signUpForStatusMails(t, 'ada@example.com');
    expect(await queuedMails(t.db, 'confirm-subscription', 'ada@example.com')).toHaveLength(VISITOR_MAILS_PER_DAY);
    expect((await requestReset(t, 'ada@example.com')).status).toBe(202);
    expect(await queuedMails(t.db, 'password-reset', 'ada@example.com')).toHaveLength(1);
  });

  test('reset links do not use up the mailbox’s visitor mails: a newsletter sign-up still gets its confirmation', async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    for (let request = 0; request < ACCOUNT_LINKS_PER_HOUR; request += 1) await requestReset(t, 'ada@example.com');
    await signUpForStatusMails(t, 'ada@example.com');
    expect(await queuedMails(t.db, 'confirm-subscription', 'ada@example.com')).toHaveLength(1);
  });

  test('one client IP may ask 10 times an hour, then gets 429', async () => {
    const t = await setup();
    for (let request = 0; request < 10; request += 1) {
      expect((await requestReset(t, `person${request}@example.com`)).status).toBe(202);
    }
    const refused = await requestReset(t, 'one-more@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  test('an address that is not one is refused with 422 on the email field', async () => {
    const t = await setup();
    const res = await requestReset(t, 'not an address');
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.email).toBe('Enter a valid email address.');
  });
});

describe('setting a new password with the link', () => {
  test('sets the password, signs out every session, opens none, mails the owner and logs it', async () => {
    const t = await setup();
    const { token: firstSession } = await registerVerifiedUser(t, 'ada');
    const secondSession = (await readJson(await login(t, TEST_PASSWORD))).token;
    const res = await completeReset(t, await resetToken(t));
    expect(res.status).toBe(200);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    for (const session of [firstSession, secondSession]) {
      expect((await t.app.request('/api/auth/me', bearer(session))).status).toBe(401);
    }
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([]);
    expect((await login(t, TEST_PASSWORD)).status).toBe(401);
    expect((await login(t, NEW_PASSWORD)).status).toBe(200);
    const [changed] = await queuedMails(t.db, 'password-changed', 'ada@example.com');
    expect(JSON.parse(changed?.data ?? '{}')).toMatchObject({ username: 'ada', how: 'reset' });
    const user = await t.db.selectFrom('users').select('password_changed_at').executeTakeFirstOrThrow();
    expect(user.password_changed_at).toBe(t.clock.now().toISOString());
    const kinds = await t.db
      .selectFrom('security_events')
      .select('kind')
      .where('kind', '=', 'password-reset')
      .execute();
    expect(kinds).toHaveLength(1);
  });

  test('a sign-in begun with the old password cannot finish its second step after the reset', async () => {
    const t = await setup();
    const { token } = await registerVerifiedUser(t, 'ada');
    const { secret } = await enableTotp(t, token);
    const pending = await loginToSecondStep(t, 'ada');
    expect(pending.body).toHaveProperty('secondStep');
    expect((await completeReset(t, await resetToken(t))).status).toBe(200);
    const finished = await secondStep(t, pending.cookie, { code: totpCodeAt(secret, t.clock.now()) });
    expect(finished.status).toBe(401);
    expect((await readJson(finished)).error.code).toBe('sign_in_expired');
  });

  test('a link works once', async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    const token = await resetToken(t);
    expect((await completeReset(t, token)).status).toBe(200);
    const again = await completeReset(t, token, 'yet another long passphrase');
    expect(again.status).toBe(404);
    expect((await readJson(again)).error.message).toContain('This link is not valid');
    expect((await login(t, NEW_PASSWORD)).status).toBe(200);
  });

  test('a link works for 30 minutes and not a moment longer', async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    const late = await resetToken(t);
    t.clock.advance(30 * MINUTE_MS);
    expect((await completeReset(t, late)).status).toBe(404);
    const inTime = await resetToken(t);
    t.clock.advance(30 * MINUTE_MS - 1);
    expect((await completeReset(t, inTime)).status).toBe(200);
  });

  test('a link is void once the password changed after it was issued', async () => {
    const t = await setup();
    const { token: session } = await registerVerifiedUser(t, 'ada');
    const token = await resetToken(t);
    t.clock.advance(MINUTE_MS);
    const change = await t.app.request(
      '/api/auth/password',
      postJson(
        { currentPassword: TEST_PASSWORD, newPassword: 'changed on the account page' },
        bearer(session).headers as Record<string, string>,
      ),
    );
    expect(change.status).toBe(200);
    expect((await completeReset(t, token)).status).toBe(404);
    expect((await login(t, 'changed on the account page')).status).toBe(200);
  });

  test('a password that breaks a rule is refused on its field and leaves the link usable', async () => {
    const t = await setup();
    await registerVerifiedUser(t, 'ada');
    const token = await resetToken(t);
    const refused = await completeReset(t, token, 'qwerty123456');
    expect(refused.status).toBe(422);
    expect((await readJson(refused)).error.fields.password).toContain('among the most common or breached');
    const short = await completeReset(t, token, 'too short');
    expect((await readJson(short)).error.fields.password).toBe('Use at least 12 characters.');
    expect((await completeReset(t, token)).status).toBe(200);
  });

  test.each([
    ['', 422, 'validation_failed'],
    ['x'.repeat(43), 404, 'not_found'],
    ['not a token', 404, 'not_found'],
  ])('the token %j is refused with %i', async (token, status, code) => {
    const t = await setup();
    const res = await completeReset(t, token);
    expect(res.status).toBe(status);
    expect((await readJson(res)).error.code).toBe(code);
  });
});
