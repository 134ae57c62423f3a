import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatClaimProblems } from '@alpora/shared/claims-check/check';
import { expect, test } from 'vitest';
import { claimsCheck } from './claims-check.ts';
import { checkRepositoryClaims, claimSources } from './claims-sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('reads every kind of source the site is written in', () => {
  const files = claimSources(root).map((source) => source.file);
  expect(files).toContain('content/en/home/hero.yaml');
  expect(files).toContain('content/en/pages/api.mdx');
  expect(files).toContain('site/i18n/en/pages.ts');
  expect(files).toContain('site/pages/[...lang]/index.astro');
  expect(files).not.toContain('content/claims.yaml');
  expect(files).not.toContain('content/data-map.yaml');
});

test("the site's words state only registered figures, worded by their kind, with proofs in place", () => {
  const problems = checkRepositoryClaims(root, new Date());
  expect(problems.length === 0 ? '' : `\n${formatClaimProblems(problems)}\n`).toBe('');
});

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-check-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function setUp(dir: string, command: 'build' | 'dev') {
  const warnings: string[] = [];
  const logger = { info: () => {}, warn: (message: string) => warnings.push(message) };
  const hook = claimsCheck({ today: () => new Date('2026-06-01') }).hooks['astro:config:setup'] as unknown as (
    options: object,
  ) => void;
  return { run: () => hook({ config: { root: pathToFileURL(`${dir}/`) }, command, logger }), warnings };
}

const SITE = {
  'content/claims.yaml':
    'claims:\n  - id: venue-count\n    kind: service\n    value: 120+ venues\n    says: The execution service reaches them.\n    review: 2027-01-31\n',
  'site/i18n/en/home.ts': "export const home = { lede: 'Our execution service reaches 120+ venues.' };\n",
  'site/pages/index.astro': '---\nconst a = 1;\n---\n<h1>Alpora</h1>\n',
};

test('the build hook passes a site whose figures are registered', () => {
  const dir = tree({ ...SITE, 'content/en/home/hero.yaml': 'headline: Institutional execution\n' });
  expect(() => setUp(dir, 'build').run()).not.toThrow();
});

test('the build hook fails the build naming the file and the figure; the dev server only warns', () => {
  const dir = tree({ ...SITE, 'content/en/home/hero.yaml': 'headline: SLA 99.5 %\n' });
  expect(() => setUp(dir, 'build').run()).toThrow(
    'content/en/home/hero.yaml:1: "99.5 %" is stated but content/claims.yaml registers no such figure',
  );
  const dev = setUp(dir, 'dev');
  expect(() => dev.run()).not.toThrow();
  expect(dev.warnings.join('\n')).toContain('content/en/home/hero.yaml:1: "99.5 %"');
});
