/**
 * The downloadable one-pager is the page as built now (docs/decisions.md §26): the committed PDF
 * carries the fingerprint of the text it was printed from, and it must equal the fingerprint of
 * the built /one-pager. Reads the built site; the test command builds first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { fingerprintIn, onePagerFingerprint } from './pages/one-pager-fingerprint.ts';

const PDF = path.resolve(import.meta.dirname, '../site/public/one-pager.pdf');

test('the one-pager PDF was printed from the page as it is built now', async () => {
  const document = await PDFDocument.load(readFileSync(PDF), { updateMetadata: false });
  expect(
    fingerprintIn(document.getKeywords()),
    '/one-pager changed since site/public/one-pager.pdf was printed: run `pnpm build && node scripts/one-pager-pdf.ts` and commit the PDF',
  ).toBe(onePagerFingerprint());
});

test('a PDF without a fingerprint, or with another, does not pass', () => {
  expect(fingerprintIn(undefined)).toBeUndefined();
  expect(fingerprintIn('alpora, one-pager')).toBeUndefined();
  expect(fingerprintIn('content-sha256:abc')).toBe('content-sha256:abc');
  expect(fingerprintIn('content-sha256:abc')).not.toBe(onePagerFingerprint());
});
