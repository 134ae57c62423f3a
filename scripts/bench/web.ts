/**
 * `pnpm bench:web`: builds the site, serves it with the production server, runs Lighthouse
 * (mobile preset, the system Chromium) three times on every route of docs/product.md#routes, and prints the
 * median scores, LCP, TBT, CLS, bytes (headers included) and requests per route. Targets: see docs/benchmarks.md.
 * The dashboard is measured twice: signed out, as a visitor lands on it, and as a signed-in client
 * returns to it with its assets cached (./signed-in-browser.ts).
 *
 * Options: RUNS (default 3), ROUTES (comma-separated subset), CHROMIUM_PATH, SITE_DIR (a site
 * already built, served instead of a new build).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { startServer } from '../../e2e/support/server.ts';
import { LISTED_PATHS } from '../../site/routes.ts';
import { median } from './median.ts';
import { withSignedInBrowser } from './signed-in-browser.ts';

const root = path.resolve(import.meta.dirname, '../..');
const runs = Number(process.env.RUNS ?? 3);
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : [...LISTED_PATHS];
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-bench-web-'));

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >;
}

/** Lighthouse now and then loses its trace (NO_NAVSTART); such a run is repeated, twice at most. */
function lighthouse(url: string, attempts = 3, port?: number): LighthouseResult {
  try {
    return lighthouseOnce(url, port);
  } catch (error) {
    if (attempts <= 1) throw error;
    process.stdout.write(`retrying ${url}: ${(error as Error).message.split('\n')[0]}\n`);
    return lighthouse(url, attempts - 1, port);
  }
}

/** One run in a fresh Chromium, or, given a `port`, in that Chromium with its cache and storage. */
function lighthouseOnce(url: string, port?: number): LighthouseResult {
  const report = path.join(outDir, 'report.json');
  const browser =
    port === undefined
      ? [`--chrome-path=${CHROMIUM_PATH}`, `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`]
      : [`--port=${port}`, '--disable-storage-reset'];
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${report}`,
      ...browser,
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr}`);
  return JSON.parse(fs.readFileSync(report, 'utf8')) as LighthouseResult;
}

function bytesOf(result: LighthouseResult, type?: string): number {
  const items = result.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => !type || item.resourceType === type)
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function requestsOf(result: LighthouseResult): number {
  return result.audits['network-requests']?.details?.items?.length ?? 0;
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

// A site already built (SITE_DIR) is served as it is; otherwise the bench builds its own.
const siteDir = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : outDir;
if (!process.env.SITE_DIR) {
  process.stdout.write(`building the site into ${outDir}\n`);
  execFileSync('pnpm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_OUT_DIR: outDir },
  });
}
// Production requires a mail server; nothing listens on port 9 (discard), so mails only queue.
const server = await startServer({
  env: {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SITE_URL: 'https://alpora.example',
    SITE_DIR: siteDir,
    LOG_LEVEL: 'error',
  },
});
const lines = [
  row([
    'route',
    'perf',
    'a11y',
    'best practices',
    'SEO',
    'LCP ms',
    'TBT ms',
    'CLS',
    'JS KB',
    'CSS KB',
    'font KB',
    'total KB',
    'requests',
  ]),
  row(Array(13).fill('---')),
];
/** The row of one route: medians of its runs. */
function rowOf(label: string, results: LighthouseResult[]): string {
  const m = (pick: (r: LighthouseResult) => number) => median(results.map(pick));
  const score = (category: string) => m((r) => Math.round((r.categories[category]?.score ?? 0) * 100));
  const audit = (id: string) => m((r) => r.audits[id]?.numericValue ?? Number.NaN);
  const kb = (type?: string) => (m((r) => bytesOf(r, type)) / 1024).toFixed(1);
  return row([
    label,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    Math.round(audit('largest-contentful-paint')),
    Math.round(audit('total-blocking-time')),
    audit('cumulative-layout-shift').toFixed(3),
    kb('Script'),
    kb('Stylesheet'),
    kb('Font'),
    kb(),
    m(requestsOf),
  ]);
}

function report(line: string): void {
  lines.push(line);
  process.stdout.write(`${line}\n`);
}

try {
  for (const route of routes) {
    report(
      rowOf(
        route,
        Array.from({ length: runs }, () => lighthouse(`${server.url}${route}`)),
      ),
    );
  }
  if (routes.includes('/dashboard')) {
    const dashboard = `${server.url}/dashboard`;
    const results = await withSignedInBrowser(server.url, (port) =>
      Array.from({ length: runs }, () => lighthouse(dashboard, 3, port)),
    );
    report(rowOf('/dashboard (signed in, assets cached)', results));
  }
} finally {
  await server.stop();
}
process.stdout.write(`\nLighthouse, ${runs} runs per route, medians, mobile preset:\n${lines.join('\n')}\n`);
