/**
 * Prints /one-pager to site/public/one-pager.pdf (docs/product.md#modals: the one-pager form
 * downloads a real PDF of the /one-pager page). It serves the built site with the production
 * server, prints the page with Chromium using the page's own print CSS (A4), and fails when
 * the result is not exactly one page. The PDF carries the fingerprint of the page's text
 * (./pages/one-pager-fingerprint.ts), so a test notices when the page changed and the PDF was not
 * printed again. Build first; ASTRO_OUT_DIR names the build if not dist/.
 *
 * @example pnpm build && node scripts/one-pager-pdf.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { startServer } from '../e2e/support/server.ts';
import { launchChromium } from './pages/chromium.ts';
import { onePagerFingerprint } from './pages/one-pager-fingerprint.ts';

const OUTPUT = path.resolve(import.meta.dirname, '../site/public/one-pager.pdf');

const server = await startServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.url}/one-pager`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
  const printed = await PDFDocument.load(pdf);
  const pages = printed.getPageCount();
  if (pages !== 1) throw new Error(`The one-pager prints on ${pages} pages; it must fit one A4 page.`);
  printed.setKeywords([onePagerFingerprint()]);
  const signed = await printed.save();
  fs.writeFileSync(OUTPUT, signed);
  process.stdout.write(`wrote site/public/one-pager.pdf (${Math.round(signed.length / 1024)} KB, 1 page)\n`);
} finally {
  await browser.close();
  await server.stop();
}
