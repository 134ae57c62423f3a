/**
 * Checks the built site (dist/, or ASTRO_OUT_DIR) against the JavaScript budget. Run after
 * the build; the test command builds first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { budgetFor, CONTENT_PAGE_MAX_GZIP_BYTES, SIGN_IN_PAGE_MAX_GZIP_BYTES } from './js-budget.ts';
import { builtPages, isReactRuntime, pageScripts } from './page-scripts.ts';

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

describe('the budget checker itself', () => {
  test("gives every language's version of a page the English page's budget", () => {
    expect(budgetFor('/de/login')).toEqual(budgetFor('/login'));
    expect(budgetFor('/fr')).toEqual(budgetFor('/'));
    expect(budgetFor('/it/privacy/request')).toEqual(budgetFor('/privacy/request'));
    expect(budgetFor('/de/about').atLoad).toBe(CONTENT_PAGE_MAX_GZIP_BYTES);
    expect(budgetFor('/de/about').reactAllowed).toBe(false);
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
});
