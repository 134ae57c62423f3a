/**
 * The languages this build publishes (docs/product.md#languages): English always, another
 * language once its content folder (content/<locale>/) exists. From then on every file of that
 * language must be there, so a missing translation fails the build rather than showing English.
 * Read at build time only (pages, the Astro config, the build checks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@alpora/shared/locales';

/** @example contentLocales('/srv/alpora') // ['en', 'de'] when only content/de/ was added */
export function contentLocales(root: string = process.cwd()): Locale[] {
  return LOCALES.filter(
    (locale) => locale === DEFAULT_LOCALE || fs.existsSync(path.join(root, 'content', locale, 'settings')),
  );
}

export const SITE_LOCALES: readonly Locale[] = contentLocales();
