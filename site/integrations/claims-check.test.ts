import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatClaimProblems } from '@alpora/shared/claims-check/check';
import { expect, test } from 'vitest';
import { checkRepositoryClaims, claimSources } from './claims-sources.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('reads every kind of source the site is written in', () => {
  const files = claimSources(root).map((source) => source.file);
  expect(files).toContain('content/en/home/hero.yaml');
  expect(files).toContain('content/en/pages/api.mdx');
  expect(files).toContain('site/i18n/en/pages.ts');
  expect(files).toContain('site/pages/index.astro');
  expect(files).not.toContain('content/claims.yaml');
  expect(files).not.toContain('content/data-map.yaml');
});

test("the site's words state only registered figures, worded by their kind, with proofs in place", () => {
  const problems = checkRepositoryClaims(root, new Date());
  expect(problems.length === 0 ? '' : `\n${formatClaimProblems(problems)}\n`).toBe('');
});
