/**
 * The built privacy pages say what the data map says (docs/privacy.md#data-map): every kind's
 * retention on the privacy policy and on the record of processing, every browser key on the
 * policy, and the policy's version. Reads the built site (dist/, or ASTRO_OUT_DIR); the test
 * command builds first.
 */
import { existsSync } from 'node:fs';
import { retentionText } from '@alpora/shared/data-map';
import { describe, expect, test } from 'vitest';
import { BUILT_SITE_DIR, builtPageFile, builtPageText } from '../../scripts/pages/built-page.ts';
import { DATA_MAP } from './data-map.ts';

test('the privacy pages have been built', () => {
  for (const route of ['privacy', 'privacy/record'])
    expect(existsSync(builtPageFile(route)), `no build of /${route} in ${BUILT_SITE_DIR}: run the build first`).toBe(
      true,
    );
});

describe('the built privacy policy', () => {
  const page = builtPageText('privacy');

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
  const page = builtPageText('privacy/record');

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
