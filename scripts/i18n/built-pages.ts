/**
 * The built pages of each language (docs/product.md#languages): English at the root of the
 * build, every other language under its folder (dist/de/privacy/index.html is /de/privacy).
 *
 * @example builtPages('dist') // [{ locale: 'en', route: '/', file: 'dist/index.html' }, { locale: 'de', route: '/privacy', … }]
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocale, type Locale } from '@alpora/shared/locales';

export interface BuiltPage {
  locale: Locale;
  /** The route without the language prefix, e.g. "/privacy" for /de/privacy. */
  route: string;
  file: string;
}

/** The route a built file answers, e.g. "privacy/index.html" → "/privacy", "404.html" → "/404". */
function routeOf(relative: string): string {
  const route = relative.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${route}`;
}

export function builtPages(dir: string): BuiltPage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll(path.sep, '/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_'))
    .sort()
    .map((relative) => {
      const [first = '', ...rest] = relative.split('/');
      const locale = rest.length > 0 && isLocale(first) && first !== 'en' ? first : 'en';
      const route = routeOf(locale === 'en' ? relative : rest.join('/'));
      return { locale, route, file: path.join(dir, relative) };
    });
}

/** The routes of `paths` a language has no built page for. */
export function missingRoutes(pages: readonly BuiltPage[], locale: Locale, paths: readonly string[]): string[] {
  const built = new Set(pages.filter((page) => page.locale === locale).map((page) => page.route));
  return paths.filter((route) => !built.has(route));
}
