/**
 * The downloadable one-pager of each language is its page as built now (docs/decisions.md §26,
 * §315): the committed PDF carries the fingerprint of the text it was printed from, and it must
 * equal the fingerprint of the built /one-pager, /de/one-pager, ... Every language whose page
 * the build holds must have its PDF. Reads the built site; the test command builds first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { fingerprintIn, onePagerFingerprint } from './pages/one-pager-fingerprint.ts';
import { builtOnePagerLocales, onePagerPdfFile, onePagerRoute } from './pages/one-pager-locales.ts';

const root = path.resolve(import.meta.dirname, '..');
const built = builtOnePagerLocales();
const reprint = 'run `pnpm build && node scripts/one-pager-pdf.ts` and commit the PDFs';

test('the build holds the English one-pager', () => {
  expect(built[0], '/one-pager is not built: run the build first').toBe('en');
});

test('every language whose one-pager is built has its PDF', () => {
  const missing = built.filter((locale) => !existsSync(onePagerPdfFile(locale)));
  expect(
    missing.map((locale) => path.relative(root, onePagerPdfFile(locale))),
    `no PDF printed from these built one-pagers: ${reprint}`,
  ).toEqual([]);
});

describe.each(built)('the %s one-pager PDF', (locale) => {
  test('was printed from the page as it is built now', async () => {
    const file = onePagerPdfFile(locale);
    const document = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
    expect(
      fingerprintIn(document.getKeywords()),
      `/${onePagerRoute(locale)} changed since ${path.relative(root, file)} was printed: ${reprint}`,
    ).toBe(onePagerFingerprint(locale));
  });
});

test('each language has its own page and PDF, English at the root', () => {
  expect(onePagerRoute('en')).toBe('one-pager');
  expect(onePagerRoute('fr')).toBe('fr/one-pager');
  expect(path.relative(root, onePagerPdfFile('en'))).toBe(path.join('site', 'public', 'one-pager.pdf'));
  expect(path.relative(root, onePagerPdfFile('de'))).toBe(path.join('site', 'public', 'one-pagers', 'de.pdf'));
});

test('a PDF without a fingerprint, or with another, does not pass', () => {
  expect(fingerprintIn(undefined)).toBeUndefined();
  expect(fingerprintIn('alpora, one-pager')).toBeUndefined();
  expect(fingerprintIn('content-sha256:abc')).toBe('content-sha256:abc');
  expect(fingerprintIn('content-sha256:abc')).not.toBe(onePagerFingerprint());
});
