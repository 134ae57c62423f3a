/**
 * The repository's side of the claims check (docs/claims.md#the-build-check): the files the
 * site's words are written in, the register, and the proofs it names. Read from disk, so the
 * build hook and the repository test check the same thing.
 * - content/en/**\/*.{mdx,yaml}: what editors write; the register itself and the data map live
 *   outside it (the data map's periods render from the map and the purge keeps them,
 *   docs/decisions.md §244);
 * - site/i18n/en/**\/*.ts: the dictionaries' strings;
 * - site/**\/*.astro: the templates' text;
 * - api/src/mail/templates/en*.ts: the mails' dictionaries, whose promises reach readers too.
 * German, French and Italian are read the same way from content/<l>/ (its data map and claim
 * values aside), site/i18n/<l>/ and api/src/mail/templates/<l>*.ts, with their claim values from
 * content/<l>/claims.yaml (docs/claims.md#languages); the templates' text is English only.
 *
 * @example checkRepositoryClaims(process.cwd(), new Date()) // [] when every figure is registered
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseClaims, parseLocalizedClaimEntries } from '@alpora/shared/claims';
import {
  type ClaimProblem,
  type ClaimSource,
  checkClaims,
  localizedValuesFile,
  REGISTER_FILE,
  type TranslatedClaimSources,
} from '@alpora/shared/claims-check/check';
import { LOCALES, type Locale } from '@alpora/shared/locales';

function sourcesOf(locale: Locale): { folder: string; matches: (file: string) => boolean }[] {
  const content = {
    folder: `content/${locale}`,
    matches: (file: string) =>
      /\.(mdx|yaml)$/.test(file) && !/^content\/[a-z]{2}\/(?:claims|data-map)\.yaml$/.test(file),
  };
  const dictionaries = {
    folder: `site/i18n/${locale}`,
    matches: (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  };
  const mails = {
    folder: 'api/src/mail/templates',
    matches: (file: string) => new RegExp(`/${locale}(-[a-z]+)?\\.ts$`).test(file),
  };
  const templates = { folder: 'site', matches: (file: string) => file.endsWith('.astro') };
  return locale === 'en' ? [content, dictionaries, templates, mails] : [content, dictionaries, mails];
}

/** Every source file of the site's words in a language, relative to the root, in a stable order. */
export function claimSources(root: string, locale: Locale = 'en'): ClaimSource[] {
  // A folder that does not exist holds no words (a small site in the tests has no mails).
  return sourcesOf(locale)
    .filter(({ folder }) => fs.existsSync(path.join(root, folder)))
    .flatMap(({ folder, matches }) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((file) => `${folder}/${file.replaceAll(path.sep, '/')}`)
        .filter(matches)
        .sort()
        .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') })),
    );
}

/**
 * The tests whose `claim: <id>` mentions are checked beside the proofs': every unit and API test
 * that mentions a claim. The claims check's own tests are left out: their registers are examples.
 */
export function claimTests(root: string): ClaimSource[] {
  return ['api/src', 'packages/shared/src', 'site'].flatMap((folder) =>
    !fs.existsSync(path.join(root, folder))
      ? []
      : fs
          .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
          .map((file) => `${folder}/${file.replaceAll(path.sep, '/')}`)
          .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules/') && !/claims-check/.test(file))
          .sort()
          .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }))
          .filter((test) => test.text.includes('claim:')),
  );
}

function readRepositoryFile(root: string, file: string): string | undefined {
  const full = path.join(root, file);
  return fs.existsSync(full) && fs.statSync(full).isFile() ? fs.readFileSync(full, 'utf8') : undefined;
}

/** Each other language's words, claim values and forms. */
export function translatedClaimSources(root: string): TranslatedClaimSources[] {
  return LOCALES.filter((locale) => locale !== 'en').map((locale) => {
    const file = localizedValuesFile(locale);
    const text = readRepositoryFile(root, file);
    const localized = text === undefined ? { values: {}, forms: {} } : parseLocalizedClaimEntries(text, file);
    return { locale, sources: claimSources(root, locale), ...localized };
  });
}

/** The check over the repository at `root` on the day `today`, every language included. */
export function checkRepositoryClaims(root: string, today: Date): ClaimProblem[] {
  return checkClaims({
    register: parseClaims(fs.readFileSync(path.join(root, REGISTER_FILE), 'utf8')),
    sources: claimSources(root),
    today,
    readRepositoryFile: (file) => readRepositoryFile(root, file),
    tests: claimTests(root),
    translations: translatedClaimSources(root),
  });
}
