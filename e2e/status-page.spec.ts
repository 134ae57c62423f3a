/**
 * The status page tells the truth: measured statuses on a private server with a
 * short check interval, a stopped market feed, an incident opened with the CLI, and a stopped
 * API, each seen through /status and the footer badge. Subscribe to Updates posts the address
 * and says what happens next, or why nothing was sent (the API's answers stood in for by
 * `page.route`, docs/decisions.md §78).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Request } from '@playwright/test';
import { chooseCookies } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

let server: RunningServer | undefined;
test.afterEach(async () => {
  await server?.stop();
  server = undefined;
});

/** A server whose checks run twice a second; the orchestrator's health URL is its own. */
async function statusServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  server = await startServer({
    port,
    env: {
      HEALTH_CHECK_INTERVAL_MS: '500',
      HEALTH_ORCHESTRATOR_URL: `http://127.0.0.1:${port}/api/health`,
      ...env,
    },
  });
  return server;
}

function incidentCli(running: RunningServer, ...args: string[]) {
  return run(process.execPath, ['api/src/cli.ts', 'incident', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: running.dataDir, LOG_LEVEL: 'silent' },
  });
}

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const banner = (page: Page) => page.locator('[data-banner] h2');

/** The island refreshes every 60 s; tests reload instead of waiting for it. */
async function reloadUntil(page: Page, assertion: () => Promise<void>) {
  await expect(async () => {
    await page.reload();
    await assertion();
  }).toPass({ timeout: 15_000, intervals: [300, 500, 1000] });
}

test('with everything up the page reads All Systems Operational, with measured figures', async ({ page }) => {
  const running = await statusServer();
  await page.goto(`${running.url}/status`);
  await expect(page).toHaveTitle(/^System Status \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('System Status');
  await reloadUntil(page, async () => {
    await expect(banner(page)).toHaveText('All Systems Operational', { timeout: 2000 });
    await expect(card(page, 'Orchestrator').locator('[data-status]')).toHaveText('Operational', { timeout: 1000 });
  });
  for (const name of ['App', 'API', 'Orchestrator', 'Market Aggregator']) {
    const service = card(page, name);
    await expect(service.locator('[data-status]')).toHaveText('Operational');
    await expect(service.getByText('30-day uptime')).toBeVisible();
    await expect(service).toContainText('100.00%');
    await expect(service).toContainText(/Last check\d{1,2} \w{3} \d{4}, \d{2}:\d{2}:\d{2} UTC/);
    await expect(service.getByText('Performance Impact')).toHaveCount(0);
  }
  await expect(page.locator('[data-last-updated]')).toContainText(/UTC$/);
  await expect(page.getByRole('region', { name: 'Current Incidents' })).toContainText('No incidents reported.');

  // The 30-day strip: today is measured, the 29 days before this server existed say so.
  const days = page.locator('[data-day-status]');
  await expect(days).toHaveCount(30);
  await expect(days.last()).toHaveAttribute('data-day-status', 'operational');
  await expect(days.last()).toContainText(/No issues, 100\.00% available/);
  await expect(page.locator('[data-day-status="no_data"]')).toHaveCount(29);
  await expect(days.first()).toContainText(
    'No data; App, API, Orchestrator and Market Aggregator not monitored all day',
  );
  // The time before this server's first check is listed as not monitored, never as uptime.
  await expect(page.locator('[data-unmonitored-period]').last()).toContainText(
    /– .*UTC \(\d+ days\): App, API, Orchestrator and Market Aggregator$/,
  );

  // Tiles: the published targets with the measured figures beside them.
  const tiles = page.getByRole('region', { name: 'Our targets, and what we measured' }).getByRole('listitem');
  await expect(tiles).toHaveCount(4);
  await expect(tiles.nth(0)).toContainText(
    /99\.9%Target uptimeMeasured: 100\.00% over (< 0\.01|\d+\.\d\d)% of the period monitored/,
  );
  await expect(tiles.nth(1)).toContainText(/< 50 msTarget average responseMeasured: [\d.]+ ms/);
  await expect(tiles.nth(2)).toContainText('0Target critical incidentsMeasured: 0, last 30 days');
  await expect(tiles.nth(3)).toContainText(
    /(< 0\.01|\d+\.\d\d)%Of the last 30 days monitoredMeasured, checks every 0\.5 s/,
  );
  // No probe outside has posted: the page does not claim one.
  await expect(page.locator('[data-probe]')).toHaveCount(0);
  await expect(page.getByText('probe outside our servers')).toHaveCount(0);

  const subscribe = page.getByRole('region', { name: 'Subscribe to Updates' });
  await expect(subscribe.getByRole('form', { name: 'Subscribe to Updates' })).toBeVisible();
  await expect(subscribe.getByRole('link', { name: 'incident feed (Atom)' })).toHaveAttribute(
    'href',
    '/api/status/incidents.atom',
  );
  await expect(page.locator('a[href^="mailto:"]', { hasText: 'Subscribe' })).toHaveCount(0);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/api/status/incidents.atom',
  );
  await expect(page.locator('app-status [data-status-label]')).toHaveText('Online');
  await expectNoA11yViolations(page);
});

test('once an outside probe has posted, the page says a probe also checks the App and the API', async ({ page }) => {
  const token = 'e2e-probe-token-0123456789abcdef0123';
  const running = await statusServer({ STATUS_PROBE_TOKEN: token });
  const state = path.join(running.dataDir, 'probe-state.json');
  const probe = await run(process.execPath, ['api/src/cli.ts', 'probe', '--url', running.url, '--state', state], {
    cwd: repoRoot,
    env: { ...process.env, STATUS_PROBE_TOKEN: token, LOG_LEVEL: 'silent' },
  });
  expect(probe.stdout).toMatch(/posted \(\d+ accepted, 0 duplicates, 0 late, 0 refused\), backlog 0/);
  await chooseCookies(page, 'declined');
  await page.goto(`${running.url}/status`);
  await expect(page.locator('[data-probe]')).toContainText(
    /A probe outside our servers also checks the App and the API; its last observation: .*UTC\./,
  );
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'status-page-with-probe');
});

test('without a configured health URL the Orchestrator reads Not monitored and stays out of the banner', async ({
  page,
  server: running,
}) => {
  await page.goto(`${running.url}/status`);
  const orchestrator = card(page, 'Orchestrator');
  await expect(orchestrator.locator('[data-status]')).toHaveText('Not monitored');
  await expect(orchestrator).toContainText('No health check is configured for this service');
  await expect(orchestrator.getByText('30-day uptime')).toHaveCount(0);
  // The first checks may still be running when the page loads.
  await reloadUntil(page, async () => {
    await expect(banner(page)).toHaveText('All Systems Operational', { timeout: 2000 });
  });
  await expect(card(page, 'Orchestrator').locator('[data-status]')).toHaveText('Not monitored');
});

test('a stopped market feed turns the Market Aggregator degraded with the Performance Impact note', async ({
  page,
}) => {
  const running = await statusServer({ MARKET_FEED_ENABLED: 'false', HEALTH_MARKET_STALE_MS: '1500' });
  await page.goto(`${running.url}/status`);
  const market = card(page, 'Market Aggregator');
  await reloadUntil(page, async () => {
    await expect(market.locator('[data-status]')).toHaveText('Degraded', { timeout: 2000 });
  });
  await expect(market.getByRole('note')).toContainText('Performance Impact');
  await expect(market.getByRole('note')).toContainText('higher latency on exchange connections');
  await expect(banner(page)).toHaveText('Some Systems Degraded');
  await expect(card(page, 'API').locator('[data-status]')).toHaveText('Operational');
  await expect(card(page, 'API').getByRole('note')).toHaveCount(0);
  await expect(page.locator('[data-day-status]').last()).toContainText('Degraded performance');
  await expectNoA11yViolations(page);
});

test('an incident opened with the CLI shows in Current Incidents and in the feed, and leaves when resolved', async ({
  page,
}) => {
  const running = await statusServer();
  const opened = await incidentCli(
    running,
    'open',
    '--title',
    'Delayed prices from one venue',
    '--impact',
    'major',
    '--service',
    'market',
    '--message',
    'We are looking into delayed prices.',
  );
  expect(opened.stdout).toMatch(/^Opened incident (\d+)\.\n$/);
  const id = opened.stdout.match(/\d+/)?.[0] ?? '';

  await page.goto(`${running.url}/status`);
  const incidents = page.getByRole('region', { name: 'Current Incidents' });
  await expect(incidents.getByRole('heading', { name: 'Delayed prices from one venue' })).toBeVisible();
  await expect(incidents).toContainText('Major');
  await expect(incidents).toContainText('Affects: Market Aggregator');
  await expect(incidents).toContainText('Investigating — We are looking into delayed prices.');

  const feed = await page.request.get(`${running.url}/api/status/incidents.atom`);
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  expect(await feed.text()).toContain('<title>[Investigating] Delayed prices from one venue</title>');

  await incidentCli(running, 'update', id, '--status', 'identified', '--message', 'One venue is slow.');
  await page.reload();
  await expect(incidents).toContainText('Identified — One venue is slow.');

  await incidentCli(running, 'resolve', id);
  await page.reload();
  await expect(incidents).toContainText('No incidents reported.');
  expect(await (await page.request.get(`${running.url}/api/status/incidents.atom`)).text()).toContain('[Resolved]');
});

test('with the API stopped the page and the badge say so instead of a stale green', async ({ page }) => {
  const running = await statusServer();
  await page.clock.install();
  await page.goto(`${running.url}/status`);
  await reloadUntil(page, async () => {
    await expect(banner(page)).toHaveText('All Systems Operational', { timeout: 2000 });
  });
  await expect(page.locator('app-status [data-status-label]')).toHaveText('Online');

  await running.stop();
  await page.clock.runFor(60_000);
  await expect(banner(page)).toHaveText('Status Unavailable');
  await expect(page.locator('[data-banner]')).toContainText('Our API does not answer');
  await expect(page.locator('[data-status]')).toHaveText(['Unknown', 'Unknown', 'Unknown', 'Unknown']);
  await expect(page.getByText('Operational', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Current Incidents' })).toContainText('cannot load incidents');
  await expect(page.getByText('The history cannot be loaded while our API does not answer.')).toBeVisible();
  await expect(page.locator('[data-day-status]')).toHaveCount(0);
  await expect(page.locator('app-status [data-status-label]')).toHaveText('Offline');
  await expectNoA11yViolations(page);
});

/** The subscription form, after hydration (it is disabled until then). */
async function subscribeForm(page: Page) {
  await chooseCookies(page, 'declined');
  await page.goto('/status');
  const form = page.getByRole('form', { name: 'Subscribe to Updates' });
  await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  return form;
}

/** Answers POST /api/status/subscriptions with `answer`, recording each request. */
async function answerSubscriptions(
  page: Page,
  answer: { status: number; body?: unknown } | 'offline',
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/api/status/subscriptions', (route) => {
    requests.push(route.request());
    if (answer === 'offline') return route.abort('internetdisconnected');
    return route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) });
  });
  return requests;
}

test('subscribe: posts the address with the notice version, then says to check the inbox', async ({ page }) => {
  const requests = await answerSubscriptions(page, { status: 202, body: { status: 'confirmation-sent' } });
  const form = await subscribeForm(page);
  const region = page.getByRole('region', { name: 'Subscribe to Updates' });
  await expect(form).toContainText('First we send you a link to confirm your address');
  await expect(form).toContainText('link to unsubscribe with one click');
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'status-subscribe-form', region);

  await form.getByLabel('Email').fill('  Ada@Fund.Example ');
  await page.keyboard.press('Enter');
  const success = region.getByRole('heading', { name: 'Check your inbox' });
  await expect(success).toBeFocused();
  // True for an address already subscribed or past the day's mails too (docs/decisions.md §75).
  await expect(region).toContainText(
    'If ada@fund.example is not subscribed yet, we have sent it a link to confirm it; if it is, a short note saying so. We send an address at most 3 of these emails a day. No incident emails are sent until the address is confirmed.',
  );
  await expect(region.getByRole('form')).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(requests[0]?.method()).toBe('POST');
  const body = requests[0]?.postDataJSON();
  expect(body).toEqual({
    email: 'ada@fund.example',
    consentVersion: 'en-status-2026-11-22',
    locale: 'en',
    page: '/status',
    ts: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  });
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'status-subscribe-sent', region);
});

test('subscribe: an empty or malformed address is explained in the form and nothing is sent', async ({ page }) => {
  const requests = await answerSubscriptions(page, { status: 202, body: { status: 'confirmation-sent' } });
  const form = await subscribeForm(page);
  const email = form.getByLabel('Email');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAccessibleDescription('Enter your email address.');
  await expect(email).toBeFocused();
  await email.fill('ada@');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(requests).toEqual([]);
});

const FAILURES = [
  {
    name: 'a refusal of the address (400) shows its message under the field',
    answer: {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Check the highlighted fields.',
          fields: { email: 'Use an address that can receive mail.' },
        },
      },
    },
    field: 'Use an address that can receive mail.',
  },
  {
    name: 'a refusal naming no field (400) asks to check the address',
    answer: { status: 400, body: { error: { code: 'validation_failed', message: 'Invalid input.' } } },
    alert: 'Check the address and try again. Nothing was sent.',
  },
  {
    name: 'too many attempts (429) asks to wait a minute',
    answer: { status: 429, body: { error: { code: 'rate_limited', message: 'Too many requests.' } } },
    alert: 'Too many attempts from your network. Nothing was sent; wait a minute and try again.',
  },
  {
    name: 'an unavailable server (503) asks to try again later',
    answer: { status: 503, body: { error: { code: 'unavailable', message: 'Try again later.' } } },
    alert: 'We cannot take subscriptions right now. Nothing was sent; please try again in a few minutes.',
  },
  {
    name: 'no network says the browser seems offline',
    answer: 'offline' as const,
    alert: 'You seem to be offline. Nothing was sent; check your connection and try again.',
  },
];

for (const failure of FAILURES) {
  test(`subscribe: ${failure.name}, keeps the address and can send again`, async ({ page }) => {
    const requests = await answerSubscriptions(page, failure.answer);
    const form = await subscribeForm(page);
    const email = form.getByLabel('Email');
    await email.fill('grace@navy.example');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    if (failure.field) {
      await expect(email).toHaveAccessibleDescription(failure.field);
      await expect(email).toBeFocused();
      await expect(form.getByRole('alert')).toHaveCount(0);
    } else {
      await expect(form.getByRole('alert')).toHaveText(failure.alert ?? '');
    }
    await expect(email).toHaveValue('grace@navy.example');
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toHaveCount(0);
    expect(requests).toHaveLength(1);
    await expectNoA11yViolations(page);
    if (failure.answer === 'offline') {
      await screenshotWidths(
        page,
        'status-subscribe-offline',
        page.getByRole('region', { name: 'Subscribe to Updates' }),
      );
    }

    // Sending again clears the reason and, once the server takes it, shows success.
    await page.unroute('**/api/status/subscriptions');
    await answerSubscriptions(page, { status: 202, body: { status: 'confirmation-sent' } });
    await email.fill('grace@navy.example');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });
}
