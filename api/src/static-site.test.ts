import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-deps.ts';
import { mountStaticSite } from './static-site.ts';

/** A built site with the English 404 page and, when asked, the German one (docs/decisions.md §296). */
function site(withGerman: boolean): Hono<AppEnv> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  const page = (lang: string, text: string) => `<!doctype html><html lang="${lang}"><body>${text}</body></html>`;
  fs.writeFileSync(path.join(dir, 'index.html'), page('en', 'Home'));
  fs.writeFileSync(path.join(dir, '404.html'), page('en', 'Page Not Found'));
  fs.mkdirSync(path.join(dir, '_astro'));
  fs.writeFileSync(path.join(dir, '_astro', 'site.abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dir, '_astro', 'logo.abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (withGerman) {
    fs.mkdirSync(path.join(dir, 'de', '404'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'de', '404', 'index.html'), page('de', 'Seite nicht gefunden'));
  }
  const app = new Hono<AppEnv>();
  mountStaticSite(app, dir);
  return app;
}

describe('the 404 page of the built site', () => {
  it("answers an unknown path under a language's prefix with that language's page, status 404", async () => {
    const response = await site(true).request('/de/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="de">');
  });

  it('answers any other unknown path with the English page, an unknown prefix too', async () => {
    const app = site(true);
    for (const url of ['/no-such-page', '/xx/no-such-page', '/en/privacy', '/fr/no-such-page']) {
      const response = await app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).toContain('<html lang="en">');
    }
  });

  it('falls back to the English page while a language is not built', async () => {
    const response = await site(false).request('/de/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('sends /de/overview to /de/dashboard as /overview to /dashboard', async () => {
    const response = await site(false).request('/de/overview');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/dashboard');
  });
});

describe('the security headers of the built site', () => {
  const pageOnly = ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy'];
  const everywhere = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];

  it('gives a page every field, its Content Security Policy included', async () => {
    const response = await site(false).request('/');
    for (const name of [...pageOnly, ...everywhere]) expect(response.headers.get(name), name).toBeTruthy();
  });

  it('gives a build asset only the fields that act on it (docs/decisions.md §345)', async () => {
    const response = await site(false).request('/_astro/site.abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    for (const name of everywhere) expect(response.headers.get(name), name).toBeTruthy();
    for (const name of pageOnly) expect(response.headers.get(name), name).toBeNull();
  });

  it('gives an SVG, a document when opened by itself, every field', async () => {
    const response = await site(false).request('/_astro/logo.abc123.svg');
    for (const name of [...pageOnly, ...everywhere]) expect(response.headers.get(name), name).toBeTruthy();
  });
});
