/**
 * A return visit of a signed-in client, for `pnpm bench:web` (docs/benchmarks.md): a Chromium
 * whose profile holds a new account's session token and the site's assets from a first visit to
 * the dashboard. Lighthouse then attaches to it (`--port`, `--disable-storage-reset`), so its run
 * measures the dashboard as a client opens it again: signed in, scripts and font from the cache.
 *
 * @example await withSignedInBrowser(server.url, (port) => lighthouseOn(`${server.url}/dashboard`, port));
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { freePort } from '../../e2e/support/server.ts';

/** Registers an account of its own through the API and answers its session token. */
async function newAccountToken(baseUrl: string): Promise<string> {
  const username = `bench${Date.now().toString(36)}`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'a quiet harbour at dawn' }),
  });
  if (response.status !== 201) throw new Error(`registering the bench account answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function waitForDebugger(port: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium's debugging port ${port} did not open`);
}

export async function withSignedInBrowser<T>(baseUrl: string, run: (port: number) => Promise<T> | T): Promise<T> {
  const token = await newAccountToken(baseUrl);
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-bench-profile-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...CHROMIUM_ARGS,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDebugger(port);
    const connected = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const context = connected.contexts()[0] ?? (await connected.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    // The first visit fills the cache with the dashboard's scripts and font.
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    if (!page.url().endsWith('/dashboard')) throw new Error(`the bench account landed on ${page.url()}`);
    await page.close();
    await connected.close();
    return await run(port);
  } finally {
    browser.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
