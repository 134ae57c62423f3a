import { describe, expect, test } from 'vitest';
import { loadConfig, testConfig } from '#api/config.ts';
import { appPerTest, postJson } from '#api/testing/test-app.ts';
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

  test('production defaults hash at OWASP cost and refuse a cheaper one', () => {
    expect(testConfig()).toMatchObject({ ARGON2_MEMORY_KIB: 19_456, ARGON2_ITERATIONS: 2 });
    expect(() => loadConfig({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '1024' })).toThrow(/ARGON2_MEMORY_KIB/);
    expect(() => loadConfig({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' })).not.toThrow();
  });
});
