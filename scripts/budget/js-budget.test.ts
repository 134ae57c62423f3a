/**
 * Checks the built site (dist/, or ASTRO_OUT_DIR) against the JavaScript budget. Run after
 * the build; the test command builds first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BuiltSiteServer, serveBuiltSite } from '../../api/src/testing/built-site-server.ts';
import {
  budgetFor,
  CONTENT_PAGE_MAX_GZIP_BYTES,
  CONTENT_PAGE_TRANSFER,
  SIGN_IN_PAGE_MAX_GZIP_BYTES,
} from './js-budget.ts';
import { builtPages, isReactRuntime, pageScripts } from './page-scripts.ts';
import { pageLoad, transferredBytes } from './page-transfer.ts';

const siteDir = path.resolve(import.meta.dirname, '../..', process.env.ASTRO_OUT_DIR ?? 'dist');
const hasBuild = fs.existsSync(path.join(siteDir, 'index.html'));

describe('JavaScript budget of the built pages', () => {
  test('the site has been built', () => {
    expect(hasBuild, `no build in ${siteDir}: run the build first`).toBe(true);
  });

  const pages = hasBuild ? builtPages(siteDir) : [];
  test.each(pages)('%s stays within its budget', (route, file) => {
    const budget = budgetFor(route);
    const scripts = pageScripts(siteDir, file);
    if (!budget.reactAllowed) expect(scripts.loadsReact, `${route} loads React before interaction`).toBe(false);
    const loaded = scripts.files.map((f) => path.basename(f)).join(', ');
    expect(scripts.gzipBytes, `${route} at load: ${loaded}`).toBeLessThanOrEqual(budget.atLoad);
    expect(scripts.gzipBytes + scripts.onVisibleGzipBytes, `${route} with visible islands`).toBeLessThanOrEqual(
      budget.total,
    );
  });
});

describe('pages over the network, as the production server answers', () => {
  let server: BuiltSiteServer | undefined;
  beforeAll(async () => {
    if (hasBuild) server = await serveBuiltSite(siteDir);
  });
  afterAll(async () => server?.close());

  /** Each file is asked once: pages share their scripts and fonts. */
  const measured = new Map<string, Promise<{ headers: number; body: number }>>();
  const sizeOf = (url: string) => {
    if (!server) throw new Error('no server');
    const known = measured.get(url) ?? transferredBytes(server.url, url);
    measured.set(url, known);
    return known;
  };
  const total = async (urls: string[]) => {
    const sizes = await Promise.all(urls.map(sizeOf));
    return sizes.reduce((sum, size) => sum + size.headers + size.body, 0);
  };

  const contentPages = (hasBuild ? builtPages(siteDir) : []).filter(([route]) => budgetFor(route).contentPage);
  test.each(contentPages)(
    '%s: scripts with their headers, requests and fonts within the budget',
    async (route, file) => {
      const load = pageLoad(siteDir, route, file);
      expect(await total(load.scripts), `${route} scripts: ${load.scripts.join(', ')}`).toBeLessThanOrEqual(
        CONTENT_PAGE_TRANSFER.scriptBytes,
      );
      expect(load.requests.length, `${route} requests: ${load.requests.join(', ')}`).toBeLessThanOrEqual(
        CONTENT_PAGE_TRANSFER.requests,
      );
      expect(await total(load.fonts), `${route} fonts: ${load.fonts.join(', ')}`).toBeLessThanOrEqual(
        CONTENT_PAGE_TRANSFER.fontBytes,
      );
    },
  );

  const limitedPages = (hasBuild ? builtPages(siteDir) : []).filter(
    ([route]) => budgetFor(route).transferred !== undefined,
  );
  test.each(limitedPages)('%s: scripts with their headers within the budget', async (route, file) => {
    const load = pageLoad(siteDir, route, file);
    expect(await total(load.scripts), `${route} scripts: ${load.scripts.join(', ')}`).toBeLessThanOrEqual(
      budgetFor(route).transferred ?? 0,
    );
  });

  test.runIf(hasBuild)('counts the headers the server really sends with a script', async () => {
    const [, about] = contentPages.find(([route]) => route === '/about') ?? [];
    const [script] = pageLoad(siteDir, '/about', about ?? '').scripts;
    const size = await sizeOf(script ?? '');
    // Security and caching headers: well over a few bytes, and part of the total.
    expect(size.headers).toBeGreaterThan(300);
    expect(size.body).toBeGreaterThan(0);
  });
});

describe('the budget checker itself', () => {
  test("gives every language's version of a page the English page's budget", () => {
    expect(budgetFor('/de/login')).toEqual(budgetFor('/login'));
    expect(budgetFor('/fr')).toEqual(budgetFor('/'));
    expect(budgetFor('/it/privacy/request')).toEqual(budgetFor('/privacy/request'));
    expect(budgetFor('/de/about').atLoad).toBe(CONTENT_PAGE_MAX_GZIP_BYTES);
    expect(budgetFor('/de/about').reactAllowed).toBe(false);
    expect(budgetFor('/de/about').contentPage).toBe(true);
    expect(budgetFor('/fr/login').contentPage).toBe(false);
    expect(budgetFor('/it/email/confirm')).toMatchObject({ reactAllowed: false, contentPage: false });
  });

  test('keeps React off the sign-in pages, in every language, within 60 KB', () => {
    for (const route of ['/login', '/de/register', '/fr/forgot-password', '/it/login']) {
      expect(budgetFor(route).reactAllowed, route).toBe(false);
      expect(budgetFor(route).atLoad, route).toBe(SIGN_IN_PAGE_MAX_GZIP_BYTES);
    }
    expect(SIGN_IN_PAGE_MAX_GZIP_BYTES).toBe(60 * 1024);
    expect(budgetFor('/reset-password').reactAllowed).toBe(true);
  });

  test('recognises the React runtime', () => {
    expect(isReactRuntime('throw Error("https://react.dev/errors/418")')).toBe(true);
    expect(isReactRuntime('customElements.define("x-y", class extends HTMLElement {})')).toBe(false);
  });

  /** A built site in a temporary folder: file paths relative to it, and their contents. */
  function fakeBuild(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'budget-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }

  test('follows static imports but not dynamic ones', () => {
    const dir = fakeBuild({
      '_astro/entry.js': 'import{a}from"./shared.js";import("./lazy.js");',
      '_astro/shared.js': 'export const a=1;',
      '_astro/lazy.js': 'throw Error("https://react.dev/errors/1")',
      'index.html': '<script type="module" src="/_astro/entry.js"></script>',
    });
    const result = pageScripts(dir, path.join(dir, 'index.html'));
    expect(result.files.map((f) => path.basename(f))).toEqual(['entry.js', 'shared.js']);
    expect(result.loadsReact).toBe(false);
  });

  test('counts a client:visible island apart from what loads with the page', () => {
    const dir = fakeBuild({
      '_astro/shell.js': 'export const shell=1;',
      '_astro/island.js': 'throw Error("https://react.dev/errors/1")',
      '_astro/renderer.js': 'export default 1;',
      'index.html':
        '<script type="module" src="/_astro/shell.js"></script>' +
        '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js" client="visible"></astro-island>',
    });
    const result = pageScripts(dir, path.join(dir, 'index.html'));
    expect(result.files.map((f) => path.basename(f))).toEqual(['shell.js']);
    expect(result.loadsReact).toBe(false);
    expect(result.onVisibleGzipBytes).toBeGreaterThan(0);
  });

  test("lists a page's requests: document, scripts, fonts, icon, images, the badge's read", () => {
    const dir = fakeBuild({
      '_astro/page.js': 'import"./shared.js";import("./lazy.js");',
      '_astro/shared.js': 'export const a=1;',
      '_astro/lazy.js': 'export const b=1;',
      'about/index.html':
        '<link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://example.com/about">' +
        '<style>@font-face{src:url(/_astro/inter.woff2)format("woff2")}@font-face{src:url(/_astro/inter.woff2)}</style>' +
        '<script type="module" src="/_astro/page.js"></script>' +
        '<img src="/logo.svg" alt=""><img src="/below.webp" loading="lazy" alt=""><img src="/logo.svg" alt="">' +
        '<app-status data-state="checking"></app-status>',
    });
    const load = pageLoad(dir, '/about', path.join(dir, 'about/index.html'));
    expect(load.scripts).toEqual(['/_astro/page.js', '/_astro/shared.js']);
    expect(load.fonts).toEqual(['/_astro/inter.woff2']);
    expect(load.requests).toEqual([
      '/about',
      '/_astro/page.js',
      '/_astro/shared.js',
      '/_astro/inter.woff2',
      '/favicon.svg',
      '/logo.svg',
      '/below.webp',
      '/api/status/summary',
    ]);
  });

  test('measures an answer as sent: status line, headers and compressed body', async () => {
    const dir = fakeBuild({
      'index.html': '<p>home</p>',
      '404.html': '<p>not found</p>',
      '_astro/big.js': `export const text = "${'abc'.repeat(2000)}";`,
      '_astro/big.js.br': 'x'.repeat(40),
    });
    const server = await serveBuiltSite(dir);
    try {
      const size = await transferredBytes(server.url, '/_astro/big.js');
      // The Brotli copy's 40 bytes are sent, not the 6 KB file.
      expect(size.body).toBe(40);
      expect(size.headers).toBeGreaterThan('HTTP/1.1 200 OK\r\n\r\n'.length + 200);
    } finally {
      await server.close();
    }
  });
});
