import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inSitemap, LINKED_PATHS, LISTED_PATHS, ROUTES } from './routes.ts';

const PAGES = path.join(import.meta.dirname, 'pages');

/** Every page file Astro turns into a route: .astro, .md, .mdx, .ts and .js under site/pages/. */
function pageFiles(): string[] {
  return fs
    .readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|mdx?|[jt]s)$/.test(file))
    .map((file) => file.replaceAll(path.sep, '/'))
    .sort();
}

/** The URL path Astro gives a page file: "blog/index.astro" is "/blog". */
function pathOf(file: string): string {
  const route = `/${file.replace(/\.[a-z]+$/, '')}`.replace(/\/index$/, '');
  return route || '/';
}

describe('the route list', () => {
  it('has an entry for every page file under site/pages/, and a page file for every entry', () => {
    expect(ROUTES.map((route) => route.file).sort()).toEqual(pageFiles());
  });

  it('gives each entry the path Astro derives from its file, once', () => {
    for (const route of ROUTES) expect(route.path, route.file).toBe(pathOf(route.file));
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it('keeps signed-in pages out of search engines and the sitemap', () => {
    for (const route of ROUTES.filter((r) => r.signedIn)) {
      expect(route.indexed, route.path).toBe(false);
      expect(inSitemap(route.path), route.path).toBe(false);
    }
    expect(inSitemap('/dashboard/')).toBe(false);
    expect(inSitemap('/overview')).toBe(false);
  });

  it('keeps the pages our emails link to out of the route table and the sitemap', () => {
    const email = ROUTES.filter((r) => r.path.startsWith('/email/'));
    expect(email.map((r) => r.path).sort()).toEqual([
      '/email/confirm',
      '/email/confirmed/status',
      '/email/confirmed/updates',
      '/email/link-invalid',
      '/email/unsubscribe',
      '/email/unsubscribed/status',
      '/email/unsubscribed/updates',
    ]);
    for (const route of email) {
      expect(route.listed, route.path).toBe(false);
      expect(inSitemap(route.path), route.path).toBe(false);
    }
  });

  it('offers the listed public pages and the posts to the sitemap', () => {
    expect(inSitemap('/')).toBe(true);
    expect(inSitemap('/blog/first-post')).toBe(true);
    expect(LISTED_PATHS).toHaveLength(27);
    expect(LISTED_PATHS.filter((p) => inSitemap(p))).toHaveLength(26);
  });

  it('asks the header and footer to link every indexed fixed page, the posts and unindexed pages not', () => {
    expect(LINKED_PATHS).toContain('/legal-notice');
    expect(LINKED_PATHS).toContain('/privacy/request');
    expect(LINKED_PATHS.filter((p) => p.includes('['))).toEqual([]);
    expect(LINKED_PATHS.filter((p) => !inSitemap(p))).toEqual([]);
    expect(LINKED_PATHS).toHaveLength(ROUTES.filter((r) => r.indexed).length - 2);
  });
});
