import { describe, expect, test } from 'vitest';
import { LINK_TOKEN_PLACEHOLDER, linkTokenHash } from '#api/mail/link-tokens.ts';
import { VISITOR_MAILS_PER_DAY } from '#api/repositories/visitor-mail-cap.ts';
import { mailedToken, queuedMails, registerVerifiedUser } from '#api/testing/account-mails.ts';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const DAY_MS = 24 * 60 * 60 * 1000;

function confirm(app: Awaited<ReturnType<typeof setup>>['app'], token: string) {
  return app.request('/api/auth/verification/confirm', postJson({ token }));
}

describe('registration mails a verification link', () => {
  test('the mail is queued with the account; the database stores only the hash of its token', async () => {
    const t = await setup({ SITE_URL: 'https://alpora.example' });
    const { user } = await registerUser(t.app, 'ada');
    expect(user.emailVerified).toBe(false);
    const [mail] = await queuedMails(t.db, 'verify-email', 'ada@example.com');
    // No username: whoever registers chooses it, and may have typed someone else's address.
    expect(JSON.parse(mail?.data ?? '{}')).toEqual({
      verifyUrl: `https://alpora.example/verify-email?token=${LINK_TOKEN_PLACEHOLDER}`,
    });
    const token = mail?.link_token ?? '';
    const stored = await t.db.selectFrom('account_tokens').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({ token_hash: linkTokenHash(token), purpose: 'verify-email', email: 'ada@example.com' }),
    ]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  test('the link verifies the address once, records it in the security log, and then is refused', async () => {
    const t = await setup();
    const { token: session } = await registerUser(t.app, 'ada');
    const token = await mailedToken(t.db, 'verify-email', 'ada@example.com');
    const first = await confirm(t.app, token);
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ emailVerified: true });
    expect((await readJson(await t.app.request('/api/auth/me', bearer(session)))).user.emailVerified).toBe(true);
    const events = await t.db.selectFrom('security_events').select(['kind', 'outcome']).execute();
    expect(events).toContainEqual({ kind: 'email-verified', outcome: 'success' });
    const again = await confirm(t.app, token);
    expect(again.status).toBe(404);
    expect((await readJson(again)).error.message).toContain('This link is not valid');
  });

  test.each([
    ['unknown', 'x'.repeat(43)],
    ['not token-shaped', 'not a token'],
  ])('an %s token is refused with 404 and verifies nobody', async (_kind, token) => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    expect((await confirm(t.app, token)).status).toBe(404);
    const users = await t.db.selectFrom('users').select('email_verified_at').execute();
    expect(users).toEqual([{ email_verified_at: null }]);
  });

  test('a link expires after 7 days', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    const token = await mailedToken(t.db, 'verify-email', 'ada@example.com');
    t.clock.advance(7 * DAY_MS);
    expect((await confirm(t.app, token)).status).toBe(404);
  });

  test('a link to an address the account has since left verifies nothing', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    const token = await mailedToken(t.db, 'verify-email', 'ada@example.com');
    await t.db.updateTable('users').set({ email: 'new@example.com', email_key: 'new@example.com' }).execute();
    expect((await confirm(t.app, token)).status).toBe(404);
    const users = await t.db.selectFrom('users').select('email_verified_at').execute();
    expect(users).toEqual([{ email_verified_at: null }]);
  });
});

describe('resending the verification mail', () => {
  test('a signed-in owner gets a new link; both links work until one is used', async () => {
    const t = await setup();
    const { token: session } = await registerUser(t.app, 'ada');
    const res = await t.app.request('/api/auth/verification', { method: 'POST', ...bearer(session) });
    expect(res.status).toBe(202);
    expect((await readJson(res)).message).toBe('We sent a new verification link to ada@example.com.');
    expect(await queuedMails(t.db, 'verify-email', 'ada@example.com')).toHaveLength(2);
    expect((await confirm(t.app, await mailedToken(t.db, 'verify-email', 'ada@example.com'))).status).toBe(200);
  });

  test('needs a session', async () => {
    const t = await setup();
    expect((await t.app.request('/api/auth/verification', { method: 'POST' })).status).toBe(401);
  });

  test('newsletter sign-ups that used up the mailbox’s visitor mails stop neither the registration’s link nor a resend', async () => {
    const t = await setup();
    for (let signUp = 0; signUp < VISITOR_MAILS_PER_DAY; signUp += 1) {
      const form = { email: 'ada@example.com', consentVersion: 'en-2025-07-23', page: '/status' };
      expect((await t.app.request('/api/status/subscriptions', postJson(form))).status).toBe(202);
    }
    const { token: session } = await registerUser(t.app, 'ada');
    expect(await queuedMails(t.db, 'verify-email', 'ada@example.com')).toHaveLength(1);
    expect((await t.app.request('/api/auth/verification', { method: 'POST', ...bearer(session) })).status).toBe(202);
    expect(await queuedMails(t.db, 'verify-email', 'ada@example.com')).toHaveLength(2);
  });

  test('a third mail within the hour is refused with 429, and nothing more is queued', async () => {
    const t = await setup();
    const { token: session } = await registerUser(t.app, 'ada');
    const resend = () => t.app.request('/api/auth/verification', { method: 'POST', ...bearer(session) });
    expect((await resend()).status).toBe(202);
    expect((await resend()).status).toBe(202);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(await queuedMails(t.db, 'verify-email', 'ada@example.com')).toHaveLength(3);
  });

  test('a verified address answers 409', async () => {
    const t = await setup();
    const { token: session } = await registerVerifiedUser(t, 'ada');
    const res = await t.app.request('/api/auth/verification', { method: 'POST', ...bearer(session) });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('already_verified');
  });
});

describe('registration with an address that has an account', () => {
  test('answers 409 on the email field and mails the owner, repeating nothing the other person typed', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    const res = await t.app.request(
      '/api/auth/register',
      postJson({ username: 'mallory', email: 'ADA@example.com', password: TEST_PASSWORD, firstName: 'Mallory' }),
    );
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.fields).toEqual({
      email: 'An account with this email address already exists. Log in instead, or reset your password.',
    });
    const mails = await queuedMails(t.db, 'account-exists', 'ada@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).not.toMatch(/mallory/i);
  });

  test('the owner gets at most the mailbox’s daily share of such mails', async () => {
    const t = await setup({ REGISTER_RATE_LIMIT: 100 });
    await registerUser(t.app, 'ada');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const payload = { username: `other${attempt}`, email: 'ada@example.com', password: TEST_PASSWORD };
      expect((await t.app.request('/api/auth/register', postJson(payload))).status).toBe(409);
    }
    // The registration's own verification mail has the account's allowance, not one of these.
    expect(await queuedMails(t.db, 'account-exists', 'ada@example.com')).toHaveLength(VISITOR_MAILS_PER_DAY);
  });

  test('a taken username with a new address mails nobody', async () => {
    const t = await setup();
    await registerUser(t.app, 'ada');
    const res = await t.app.request(
      '/api/auth/register',
      postJson({ username: 'ada', email: 'someone@example.com', password: TEST_PASSWORD }),
    );
    expect(res.status).toBe(409);
    expect(
      await t.db.selectFrom('mail_outbox').select('template').where('template', '=', 'account-exists').execute(),
    ).toEqual([]);
  });
});
