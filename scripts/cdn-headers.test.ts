import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CACHE_CONTROL, staticCacheControl } from '../api/src/http/cache-control.ts';
import { cacheRules, cdnHeadersFile } from './cdn-headers.ts';

function siteWith(files: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-headers-'));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file.endsWith('.html') ? '<script>console.log(1)</script>' : 'x');
  }
  return dir;
}

/** The rules of a `_headers` file, as hosts read them: a path pattern (`*` matches anything) and its headers. */
function parseRules(file: string): { pattern: RegExp; source: string; headers: Record<string, string> }[] {
  const rules: { pattern: RegExp; source: string; headers: Record<string, string> }[] = [];
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const pattern = new RegExp(`^${line.split('*').map(literal).join('.*')}$`);
      rules.push({ pattern, source: line, headers: {} });
    } else if (line.startsWith('  ')) {
      const [name = '', ...value] = line.trim().split(': ');
      const rule = rules.at(-1);
      if (rule) rule.headers[name] = value.join(': ');
    }
  }
  return rules;
}

/** Every Cache-Control a CDN would attach to `url`, one per matching rule. */
function cacheControlsFor(file: string, url: string): string[] {
  return parseRules(file)
    .filter((rule) => rule.pattern.test(url) && rule.headers['Cache-Control'])
    .map((rule) => rule.headers['Cache-Control'] ?? '');
}

describe('cdnHeadersFile', () => {
  test('lists the page security headers with the hashes of the inline scripts', () => {
    const dir = siteWith(['index.html']);
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>console.log(1)</script><script src="/a.js"></script>');
    const file = cdnHeadersFile(dir);
    const csp = /Content-Security-Policy: (.*)/.exec(file)?.[1] ?? '';
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(file).toMatch(/Strict-Transport-Security: max-age=63072000/);
  });

  test('gives every URL exactly one Cache-Control, the one the server sends', () => {
    const dir = siteWith([
      'index.html',
      'index.html.br',
      '404.html',
      'about/index.html',
      'about/index.html.gz',
      'blog/first-post/index.html',
      'blog/first-post/index.html.br',
      'blog/second-post/index.html',
      'press/index.html',
      'press/alpora-logo.svg',
      '_astro/client.Bz_DCJPk.js',
      '_astro/client.Bz_DCJPk.js.br',
      'og/home.png',
      'og/about.png',
      'robots.txt',
      '_headers',
    ]);
    const file = cdnHeadersFile(dir);
    const expected: Record<string, string> = {
      '/': CACHE_CONTROL.page,
      '/about': CACHE_CONTROL.page,
      '/about/': CACHE_CONTROL.page,
      '/blog/first-post': CACHE_CONTROL.page,
      '/blog/second-post/': CACHE_CONTROL.page,
      '/press': CACHE_CONTROL.page,
      '/404.html': CACHE_CONTROL.page,
      '/press/alpora-logo.svg': CACHE_CONTROL.staticFile,
      '/_astro/client.Bz_DCJPk.js': CACHE_CONTROL.hashedAsset,
      '/og/home.png': CACHE_CONTROL.staticFile,
      '/robots.txt': CACHE_CONTROL.staticFile,
    };
    for (const [url, cacheControl] of Object.entries(expected)) {
      expect(cacheControlsFor(file, url), url).toEqual([cacheControl]);
    }
    expect(file).toContain('/og/*\n  Cache-Control: public, max-age=600, must-revalidate');
    // A folder of pages only takes one rule for everything below it, and one for its own URL
    // when it is a page; a folder holding another file is listed file by file.
    expect(file).toContain(`/blog/*\n  Cache-Control: ${CACHE_CONTROL.page}`);
    expect(file).not.toContain('/blog/first-post\n');
    expect(file).toContain('/press/alpora-logo.svg\n');
    expect(file).not.toMatch(/\.(br|gz)\n/);
  });

  // The real build: Cloudflare Pages reads at most 100 rules, and a rule it drops loses its caching.
  const built = path.resolve(import.meta.dirname, '..', process.env.ASTRO_OUT_DIR ?? 'dist');
  test.skipIf(!fs.existsSync(path.join(built, 'index.html')))(
    'the built site: every file has the Cache-Control the server sends, in at most 100 rules',
    () => {
      const file = cdnHeadersFile(built);
      expect(parseRules(file).length).toBeLessThanOrEqual(100);
      const files = fs
        .readdirSync(built, { recursive: true, encoding: 'utf8' })
        .map((name) => name.replaceAll('\\', '/'))
        .filter(
          (name) => fs.statSync(path.join(built, name)).isFile() && !/\.(br|gz)$/.test(name) && name !== '_headers',
        );
      for (const name of files) {
        const url = `/${name}`.replace(/\/index\.html$/, '') || '/';
        expect(cacheControlsFor(file, url), url).toEqual([staticCacheControl(name)]);
      }
      expect(cacheRules(built).length).toBeGreaterThan(20);
    },
  );
});
