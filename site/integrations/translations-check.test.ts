import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatTranslationProblems } from '@alpora/shared/translations-check/check';
import { expect, test } from 'vitest';
import { loadModules } from './dictionary-modules.ts';
import { translationsCheck } from './translations-check.ts';
import { checkRepositoryTranslations, translationSources } from './translations-sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('reads every kind of text the site is written in, and no code beside it', () => {
  const files = translationSources(root);
  expect(files).toContain('content/en/home/hero.yaml');
  expect(files).toContain('content/en/pages/privacy.mdx');
  expect(files).toContain('content/data-map.yaml');
  expect(files).toContain('site/i18n/en/pages.ts');
  expect(files).toContain('site/i18n/en.ts');
  expect(files).toContain('api/src/mail/templates/en-account.ts');
  expect(files).not.toContain('site/i18n/format.ts');
  expect(files).not.toContain('api/src/mail/templates/layout.ts');
  expect(files).not.toContain('content/claims.yaml');
});

test('German, French and Italian have every text English has, translated', () => {
  const problems = checkRepositoryTranslations(root);
  expect(problems.length === 0 ? '' : `\n${formatTranslationProblems(problems)}\n`).toBe('');
});

test('dictionaries load as Node runs them: strings kept, functions in their place, a broken file named', () => {
  const loaded = loadModules(root, ['site/i18n/en/shell.ts', 'api/src/mail/templates/en-account.ts']);
  const shell = loaded['site/i18n/en/shell.ts'] as { shell: { skipToContent: string } };
  expect(shell.shell.skipToContent).toBe('Skip to content');
  const mails = loaded['api/src/mail/templates/en-account.ts'] as {
    accountMailTexts: { verifyEmail: { validity: unknown } };
  };
  expect(typeof mails.accountMailTexts.verifyEmail.validity).toBe('function');
  const dir = tree({ 'site/i18n/de/broken.ts': 'export const x = {' });
  expect(loadModules(dir, ['site/i18n/de/broken.ts'])['site/i18n/de/broken.ts']).toBeInstanceOf(Error);
});

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-check-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function setUp(dir: string, command: 'build' | 'dev') {
  const warnings: string[] = [];
  const logger = { info: () => {}, warn: (message: string) => warnings.push(message) };
  const hook = translationsCheck().hooks['astro:config:setup'] as unknown as (options: object) => void;
  return { run: () => hook({ config: { root: pathToFileURL(`${dir}/`) }, command, logger }), warnings };
}

const SITE: Record<string, string> = {
  'content/en/home/hero.yaml': 'headline: Execution you can audit\n',
  'site/i18n/en/home.ts': "export const home = { home: { title: 'Welcome to the trading desk' } };\n",
};
for (const [locale, headline, title] of [
  ['de', 'Ausführung, die Sie prüfen können', 'Willkommen am Handelstisch'],
  ['fr', 'Une exécution que vous pouvez vérifier', 'Bienvenue au desk de négociation'],
  ['it', 'Un’esecuzione che potete verificare', 'Benvenuti al desk di negoziazione'],
] as const) {
  SITE[`content/${locale}/home/hero.yaml`] = `headline: ${headline}\n`;
  SITE[`site/i18n/${locale}/home.ts`] = `export const home = { home: { title: '${title}' } };\n`;
}

test('the build hook passes a site whose every language is complete', () => {
  expect(() => setUp(tree(SITE), 'build').run()).not.toThrow();
});

test('the build hook fails naming the language, the file and the key; the dev server only warns', () => {
  const dir = tree({ ...SITE, 'site/i18n/fr/home.ts': 'export const home = { home: {} };\n' });
  expect(() => setUp(dir, 'build').run()).toThrow(
    '[fr] site/i18n/fr/home.ts home.home.title: missing: site/i18n/en/home.ts has "home.title"',
  );
  const dev = setUp(dir, 'dev');
  expect(() => dev.run()).not.toThrow();
  expect(dev.warnings.join('\n')).toContain('[fr] site/i18n/fr/home.ts home.home.title');
});
