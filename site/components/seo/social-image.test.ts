import fs from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@alpora/shared/locales';
import { describe, expect, test } from 'vitest';
import { socialImagePath } from './social-image.ts';

const publicFile = (urlPath: string) => path.join(process.cwd(), 'site', 'public', urlPath);

describe("a page's social image", () => {
  test.each([
    ['/', '/og/home.png'],
    ['/security', '/og/security.png'],
    ['/security/', '/og/security.png'],
    ['/no-such-page', '/og/default.png'],
    ['/de/no-such-page', '/og/de/default.png'],
    ['/fr/blog/no-such-post', '/og/fr/default.png'],
  ])('%s shows %s', (pathname, image) => {
    expect(socialImagePath(pathname)).toBe(image);
  });

  test.each(['de', 'fr', 'it'])("a %s page shows an image of its language's folder, never an English one", (locale) => {
    for (const route of ['', '/security', '/privacy/record']) {
      expect(socialImagePath(`/${locale}${route}`)).toMatch(new RegExp(`^/og/${locale}/[a-z0-9-]+\\.png$`));
    }
  });

  test.each(LOCALES)('the %s default image exists, and each image named exists', (locale) => {
    const image = socialImagePath(`/${locale === 'en' ? '' : `${locale}/`}no-such-page`);
    expect(fs.existsSync(publicFile(image))).toBe(true);
    expect(fs.existsSync(publicFile(socialImagePath(locale === 'en' ? '/security' : `/${locale}/security`)))).toBe(
      true,
    );
  });
});
