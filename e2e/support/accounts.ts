/**
 * Signs the page in as a new account of its own (registered through the API, token stored the
 * way the login form stores it), so no test depends on another's user.
 *
 * @example await signInAsNewUser(page); await page.goto('/dashboard');
 */
import { expect, type Page } from '@playwright/test';

export async function signInAsNewUser(page: Page, firstName = 'Grace'): Promise<void> {
  const username = `user${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const res = await page.request.post('/api/auth/register', {
    data: { username, firstName, email: `${username}@example.com`, password: 'a quiet harbour at dawn' },
  });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** A name no earlier run of the suite used: usernames and addresses stay unique on a shared server. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
