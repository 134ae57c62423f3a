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
 *
 * @example checkRepositoryClaims(process.cwd(), new Date()) // [] when every figure is registered
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseClaims } from '@alpora/shared/claims';
import { type ClaimProblem, type ClaimSource, checkClaims, REGISTER_FILE } from '@alpora/shared/claims-check/check';

const SOURCES: { folder: string; matches: (file: string) => boolean }[] = [
  { folder: 'content/en', matches: (file) => /\.(mdx|yaml)$/.test(file) },
  { folder: 'site/i18n/en', matches: (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') },
  { folder: 'site', matches: (file) => file.endsWith('.astro') },
  { folder: 'api/src/mail/templates', matches: (file) => /\/en(-[a-z]+)?\.ts$/.test(file) },
];

/** Every source file of the site's words, relative to the root, in a stable order. */
export function claimSources(root: string): ClaimSource[] {
  // A folder that does not exist holds no words (a small site in the tests has no mails).
  return SOURCES.filter(({ folder }) => fs.existsSync(path.join(root, folder))).flatMap(({ folder, matches }) =>
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

/** The check over the repository at `root` on the day `today`. */
export function checkRepositoryClaims(root: string, today: Date): ClaimProblem[] {
  return checkClaims({
    register: parseClaims(fs.readFileSync(path.join(root, REGISTER_FILE), 'utf8')),
    sources: claimSources(root),
    today,
    readRepositoryFile: (file) => readRepositoryFile(root, file),
    tests: claimTests(root),
  });
}
