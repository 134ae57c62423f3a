// @vitest-environment jsdom
/**
 * Every built page reads in its language (docs/product.md#languages): each language has a page
 * for every route, and each page names its language, shows no English words where it is not
 * English, no other language's dictionary text and, in German, no "ß". Reads the built site
 * (dist/, or ASTRO_OUT_DIR); the test command builds first. Without a build, or with a language
 * not built, these fail rather than pass with nothing checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@alpora/shared/locales';
import { describe, expect, test } from 'vitest';
import { staticPathsIn, unlocalizedPath } from '../../site/routes.ts';
import { BUILT_SITE_DIR } from '../pages/built-page.ts';
import { builtPages, missingRoutes } from './built-pages.ts';
import { siteDictionaries } from './dictionaries.ts';
import { foreignTexts, scanPage } from './scan.ts';

const root = path.resolve(import.meta.dirname, '../..');
const hasBuild = fs.existsSync(path.join(BUILT_SITE_DIR, 'index.html'));
const pages = hasBuild ? builtPages(BUILT_SITE_DIR) : [];

describe('every language of the built site', () => {
  test('the site has been built', () => {
    expect(hasBuild, `no build in ${BUILT_SITE_DIR}: run the build first`).toBe(true);
  });

  test.each(LOCALES)('%s has a built page for every route', (locale) => {
    const built = pages.filter((page) => page.locale === locale);
    // A language has every route that answers in it (/admin is English only).
    const paths = staticPathsIn(locale).map((path) => unlocalizedPath(path));
    expect(missingRoutes(pages, locale, paths), `routes not built in ${locale}`).toEqual([]);
    expect(built.length).toBeGreaterThanOrEqual(paths.length);
  });
});

describe('every built page reads in its language', () => {
  const dictionaries = hasBuild ? siteDictionaries(root) : {};
  const foreign = new Map(LOCALES.map((locale) => [locale, foreignTexts(dictionaries, locale)]));
  test('the build has pages to read', () => {
    expect(pages.length, `no pages in ${BUILT_SITE_DIR}`).toBeGreaterThan(0);
  });
  test.each(pages.map((page) => [`${page.locale} ${page.route}`, page] as const))('%s', (_name, page) => {
    const html = fs.readFileSync(page.file, 'utf8');
    expect(scanPage({ ...page, html }, foreign.get(page.locale) ?? new Map())).toEqual([]);
  });
});
