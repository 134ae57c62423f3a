import { describe, expect, test } from 'vitest';
import { loadConfig, testConfig } from '#api/config.ts';
import { insertUser } from '#api/repositories/users.ts';
import { appPerTest, postJson, TEST_NOW } from '#api/testing/test-app.ts';
import { seedDemoData } from './demo-data.ts';

const setup = appPerTest();

describe('seedDemoData', () => {
  test('creates the demo account once; its printed password logs in; a second run adds no rows', async () => {
    const t = await setup({ ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 });
    const first = await seedDemoData(t);
    const second = await seedDemoData(t);
    expect(await t.db.selectFrom('users').select('username').execute()).toEqual([{ username: 'demo' }]);
    expect(await t.db.selectFrom('portfolios').select('id').execute()).toHaveLength(1);
    expect(second.demoAccount?.password).not.toBe(first.demoAccount?.password);
    const login = await t.app.request('/api/auth/login', postJson(second.demoAccount));
    expect(login.status).toBe(200);
    expect((await t.app.request('/api/auth/login', postJson(first.demoAccount))).status).toBe(401);
  });

  test.each([
    ['holds the name demo', { username: 'demo', email: 'person@example.ch' }],
    ['holds the demo email address', { username: 'person', email: 'demo@example.com' }],
  ])('an account of a person that %s is left alone, and no demo account is made', async (_, identity) => {
    const t = await setup({ ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 });
    // Made directly: registration refuses the name now, an older database may still hold it.
    await insertUser(t.db, {
      id: 'person-1',
      ...identity,
      passwordHash: 'hash-of-the-persons-password',
      firstName: 'Real',
      lastName: 'Person',
      createdAt: TEST_NOW,
    });
    await t.db
      .insertInto('sessions')
      .values({ id: 'a'.repeat(64), user_id: 'person-1', created_at: TEST_NOW, expires_at: '2026-11-21T09:30:00.000Z' })
      .execute();
    const seeded = await seedDemoData(t);
    expect(seeded.demoAccount).toBeUndefined();
    expect(await t.db.selectFrom('users').select(['id', 'password_hash']).execute()).toEqual([
      { id: 'person-1', password_hash: 'hash-of-the-persons-password' },
    ]);
    expect(await t.db.selectFrom('sessions').select('user_id').execute()).toEqual([{ user_id: 'person-1' }]);
  });

  test('production defaults hash at OWASP cost and refuse a cheaper one', () => {
    expect(testConfig()).toMatchObject({ ARGON2_MEMORY_KIB: 19_456, ARGON2_ITERATIONS: 2 });
    expect(() => loadConfig({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '1024' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(() => loadConfig({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' })).not.toThrow();
  });
});
