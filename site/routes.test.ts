import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inSitemap,
  isLocalizedRoute,
  LINKED_PATHS,
  LISTED_PATHS,
  localizedPath,
  pathLocale,
  ROUTES,
  staticPathsIn,
  unlocalizedPath,
} from './routes.ts';

const PAGES = path.join(import.meta.dirname, 'pages');

/** Every page file Astro turns into a route: .astro, .md, .mdx, .ts and .js under site/pages/. */
function pageFiles(): string[] {
  return fs
    .readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(astro|mdx?|[jt]s)$/.test(file))
    .map((file) => file.replaceAll(path.sep, '/'))
    .sort();
}

/**
 * The English URL path Astro gives a page file: "blog/index.astro" is "/blog", and a page under
 * [...lang]/ has its English version at the root (the parameter empty).
 */
function pathOf(file: string): string {
  const route = `/${file.replace(/^\[\.\.\.lang\]\//, '').replace(/\.[a-z]+$/, '')}`.replace(/\/index$/, '');
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

describe('the routes in every language', () => {
  it('answers every page in every language from one file under [...lang]/, but /admin', () => {
    for (const route of ROUTES) {
      expect(route.localized, route.path).toBe(route.path !== '/admin');
      expect(route.file.startsWith('[...lang]/'), route.file).toBe(route.localized);
    }
  });

  it('puts a language under its prefix and keeps English at the root', () => {
    expect(localizedPath('/privacy', 'de')).toBe('/de/privacy');
    expect(localizedPath('/privacy/record', 'it')).toBe('/it/privacy/record');
    expect(localizedPath('/', 'fr')).toBe('/fr');
    expect(localizedPath('/#pricing', 'fr')).toBe('/fr#pricing');
    expect(localizedPath('/login?next=/overview', 'de')).toBe('/de/login?next=/overview');
    expect(localizedPath('/privacy', 'en')).toBe('/privacy');
    expect(() => localizedPath('privacy', 'de')).toThrow(/root-relative/);
  });

  it("reads a path's language from its prefix; an unknown prefix is English", () => {
    expect(pathLocale('/de/privacy')).toBe('de');
    expect(pathLocale('/fr')).toBe('fr');
    expect(pathLocale('/it#pricing')).toBe('it');
    expect(pathLocale('/privacy')).toBe('en');
    expect(pathLocale('/en/privacy')).toBe('en');
    expect(pathLocale('/xx/privacy')).toBe('en');
    expect(pathLocale('/design')).toBe('en');
  });

  it('turns a path back into its English one', () => {
    expect(unlocalizedPath('/de/privacy')).toBe('/privacy');
    expect(unlocalizedPath('/de')).toBe('/');
    expect(unlocalizedPath('/fr#pricing')).toBe('/#pricing');
    expect(unlocalizedPath('/about')).toBe('/about');
    for (const path of ['/', '/privacy', '/blog/first-post', '/#cta']) {
      expect(unlocalizedPath(localizedPath(path, 'it')), path).toBe(path);
    }
  });

  it('knows which paths are pages in every language: not files, the API or /admin', () => {
    expect(isLocalizedRoute('/privacy')).toBe(true);
    expect(isLocalizedRoute('/')).toBe(true);
    expect(isLocalizedRoute('/#pricing')).toBe(true);
    expect(isLocalizedRoute('/blog/first-post')).toBe(true);
    expect(isLocalizedRoute('/login?next=/overview')).toBe(true);
    expect(isLocalizedRoute('/admin')).toBe(false);
    expect(isLocalizedRoute('/api/health')).toBe(false);
    expect(isLocalizedRoute('/one-pager.pdf')).toBe(false);
    expect(isLocalizedRoute('/press/alpora-logo.png')).toBe(false);
  });

  it('lists the fixed pages of a language under its prefix, /admin only in English', () => {
    expect(staticPathsIn('de')).toContain('/de/privacy');
    expect(staticPathsIn('de')).toContain('/de');
    expect(staticPathsIn('de')).not.toContain('/de/admin');
    expect(staticPathsIn('en')).toContain('/admin');
    expect(staticPathsIn('de')).toHaveLength(staticPathsIn('en').length - 1);
  });

  it('offers the sitemap the indexed pages of every language and keeps the others out', () => {
    expect(inSitemap('/de/privacy')).toBe(true);
    expect(inSitemap('/fr')).toBe(true);
    expect(inSitemap('/de/dashboard')).toBe(false);
    expect(inSitemap('/it/404')).toBe(false);
  });
});
