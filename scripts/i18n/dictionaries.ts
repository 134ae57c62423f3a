/**
 * Every language's interface strings as the built pages show them (site/i18n/<l>/*.ts), keyed by
 * area file, so one key path names the same text in every language.
 *
 * @example siteDictionaries(root).de?.['home.ts'] // { home: { … } }
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@alpora/shared/locales';
import { loadModules } from '../../site/integrations/dictionary-modules.ts';
import type { Dictionaries } from './scan.ts';

export function siteDictionaries(root: string): Dictionaries {
  const files = LOCALES.flatMap((locale) => {
    const folder = path.join(root, 'site/i18n', locale);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `site/i18n/${locale}/${file.replaceAll(path.sep, '/')}`);
  });
  const loaded = loadModules(root, files);
  const dictionaries: Dictionaries = {};
  for (const [file, exports] of Object.entries(loaded)) {
    const [, locale = 'en', area = ''] = /^site\/i18n\/([a-z]{2})\/(.+)$/.exec(file) ?? [];
    if (exports instanceof Error) throw new Error(`${file} does not load: ${exports.message}`);
    const key = locale as keyof Dictionaries;
    dictionaries[key] = { ...dictionaries[key], [area]: exports };
  }
  return dictionaries;
}
