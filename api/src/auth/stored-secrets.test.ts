/**
 * What the database holds of the secrets that open an account (docs/security.md): a password
 * only as its Argon2id hash, a session token only as its SHA-256 hash, so a copy of the database
 * opens no session and reveals no password. claim: hashed-secrets (content/claims.yaml).
 */
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { CHEAP_PASSWORD_HASHING, registerUser, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { appPerTest } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('stored secrets (claim: hashed-secrets)', () => {
  test('a session is stored under the SHA-256 of its token, and the token itself is nowhere in the row', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'storedsession');
    const rows = await t.db.selectFrom('sessions').selectAll().execute();
    expect(rows.map((row) => row.id)).toEqual([sha256Hex(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('a password is stored as an Argon2id hash, never as typed', async () => {
    const t = await setup();
    await registerUser(t.app, 'storedpassword');
    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'storedpassword')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(TEST_PASSWORD);
  });
});
