/**
 * A staff account signed in the way staff sign in (docs/back-office.md#roles): registered
 * through the API, an authenticator app set up through the API with a code the test computes
 * as the app would, the role given by the operator's `cli user role` against the test
 * server's data folder, then the password and a fresh code typed into /login in the browser.
 *
 * @example const staff = await signInAsStaff(page, 'sales'); await page.goto('/admin#leads');
 */
import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { totpCodeAt, totpStep } from '../../api/src/auth/totp.ts';

const PASSWORD = 'a quiet harbour at dawn';

export interface StaffAccount {
  username: string;
  email: string;
  secret: string;
}

/** Runs an operator command against the data folder of the server the tests share. */
export function runCli(...args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it for the shared server.');
  return execFileSync(process.execPath, ['api/src/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** The app's code for a time step after the one last used, so it is never a replay. */
function freshCode(secret: string, lastUsed: Date): string {
  const step = Math.max(totpStep(new Date()), totpStep(lastUsed) + 1);
  return totpCodeAt(secret, new Date(step * 30_000));
}

export async function signInAsStaff(page: Page, role: 'admin' | 'sales', next = '/admin'): Promise<StaffAccount> {
  const username = `${role}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const email = `${username}@example.com`;
  const registered = await page.request.post('/api/auth/register', { data: { username, email, password: PASSWORD } });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await page.request.post('/api/auth/totp/setup', { headers, data: { currentPassword: PASSWORD } });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enrolledAt = new Date();
  const confirmed = await page.request.post('/api/auth/totp/confirm', {
    headers,
    data: { code: totpCodeAt(secret, enrolledAt) },
  });
  expect(confirmed.status()).toBe(200);
  runCli('user', 'role', '--username', username, '--role', role);

  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Code from your authenticator app')).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(freshCode(secret, enrolledAt));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.split('#')[0]}`));
  return { username, email, secret };
}
