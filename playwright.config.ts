import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.ts';

// End-to-end tests run against the production server (built site + API) with a fresh data
// folder. Chromium is the system's (browser downloads are impossible in CI): CHROMIUM_PATH,
// else /usr/bin/chromium.
const port = Number(process.env.E2E_PORT ?? 4510);
// Workers load this file again: they inherit the folder the runner made, so tests can run the
// operator's CLI against the server's database (e2e/support/staff.ts).
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-e2e-main-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node api/src/server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every test registers from 127.0.0.1, more often than the production limit allows.
      REGISTER_RATE_LIMIT: '1000',
      // All test browsers call the API from 127.0.0.1 at once; the unit tests check the limit.
      API_RATE_LIMIT_PER_MINUTE: '100000',
      // Every cookie banner answer of every test is recorded from 127.0.0.1 too.
      CONSENTS_RATE_LIMIT: '1000',
      ...(process.env.ASTRO_OUT_DIR ? { SITE_DIR: process.env.ASTRO_OUT_DIR } : {}),
    },
  },
});
