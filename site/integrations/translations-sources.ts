/**
 * The repository's side of the translation check (docs/product.md#languages): the English files
 * and every language's translations of them, read from disk, and the dictionaries loaded, so the
 * build hook and the repository test check the same thing.
 *
 * @example checkRepositoryTranslations(process.cwd()) // [] when every language is complete
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@alpora/shared/locales';
import { checkTranslations, type TranslationProblem } from '@alpora/shared/translations-check/check';
import { englishKind, isFileOf, MAIL_FOLDER } from '@alpora/shared/translations-check/pairs';
import { loadModules } from './dictionary-modules.ts';

/** The languages translated from English. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== 'en');

function filesUnder(root: string, folder: string): string[] {
  if (!fs.existsSync(path.join(root, folder))) return [];
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.replaceAll(path.sep, '/')}`)
    .filter((file) => fs.statSync(path.join(root, file)).isFile());
}

/** Every file of the site's words in any language, relative to the root. */
export function translationSources(root: string): string[] {
  const candidates = [
    ...filesUnder(root, 'content'),
    ...filesUnder(root, 'site/i18n'),
    ...filesUnder(root, MAIL_FOLDER),
  ];
  return candidates
    .filter(
      (file) =>
        englishKind(file) !== undefined ||
        (!file.endsWith('.test.ts') && TRANSLATED_LOCALES.some((locale) => isFileOf(file, locale))),
    )
    .sort();
}

/** The check over the repository at `root`, for the given languages (all but English by default). */
export function checkRepositoryTranslations(root: string, locales = TRANSLATED_LOCALES): TranslationProblem[] {
  const sources = translationSources(root);
  const files = Object.fromEntries(sources.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));
  const modules = loadModules(
    root,
    sources.filter((file) => file.endsWith('.ts')),
  );
  return checkTranslations({ locales, files, modules });
}
