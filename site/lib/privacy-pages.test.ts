/**
 * The built privacy pages say what the data map says (docs/privacy.md#data-map): every kind's
 * retention on the privacy policy and on the record of processing, every browser key on the
 * policy, and the policy's version. Reads the built site (dist/, or ASTRO_OUT_DIR); the test
 * command builds first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { retentionText } from '@alpora/shared/data-map';
import { describe, expect, test } from 'vitest';
import { DATA_MAP } from './data-map.ts';

const siteDir = path.resolve(import.meta.dirname, '../..', process.env.ASTRO_OUT_DIR ?? 'dist');

/** The page's text as a reader sees it: no tags, entities decoded, white space collapsed. */
function builtText(route: string): string {
  const file = path.join(siteDir, route, 'index.html');
  if (!existsSync(file)) return '';
  const main = readFileSync(file, 'utf8').match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

test('the privacy pages have been built', () => {
  for (const route of ['privacy', 'privacy/record'])
    expect(
      existsSync(path.join(siteDir, route, 'index.html')),
      `no build of /${route} in ${siteDir}: run the build first`,
    ).toBe(true);
});

describe('the built privacy policy', () => {
  const page = builtText('privacy');

  test.each(DATA_MAP.kinds.map((kind) => [kind.name, retentionText(kind.retention)]))(
    'says how long it keeps %s: %s',
    (_, kept) => {
      expect(page).toContain(kept);
    },
  );

  test.each(DATA_MAP.browserStorage.map((entry) => [entry.key, entry.lifetime]))(
    'discloses the browser key %s, kept %s',
    (key, lifetime) => {
      expect(page).toContain(` ${key} `);
      expect(page).toContain(lifetime);
    },
  );

  test("shows the data map's policy version", () => {
    expect(page).toContain(`Version ${DATA_MAP.policy.version} · effective`);
  });
});

describe('the built record of processing activities', () => {
  const page = builtText('privacy/record');

  test.each(DATA_MAP.kinds.map((kind) => [kind.name, retentionText(kind.retention)]))(
    'lists %s, kept %s',
    (name, kept) => {
      expect(page).toContain(name);
      expect(page).toContain(kept);
    },
  );

  test('names the controller, disclosure abroad and every security measure', () => {
    expect(page).toContain(DATA_MAP.controller.contact);
    expect(page).toContain(DATA_MAP.abroad);
    for (const measure of DATA_MAP.security) expect(page).toContain(measure);
  });
});
