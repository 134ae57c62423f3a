/**
 * Prints the one-pager of every language the build holds (docs/product.md#modals: the one-pager
 * form downloads a real PDF of the /one-pager page): /one-pager to site/public/one-pager.pdf and
 * /<locale>/one-pager to site/public/one-pagers/<locale>.pdf (docs/decisions.md §315). It serves
 * the built site with the production server, prints each page with Chromium using the page's own
 * print CSS (A4), and fails when a result is not exactly one page. Each PDF carries the
 * fingerprint of its page's text (./pages/one-pager-fingerprint.ts), so a test notices when a
 * page changed and its PDF was not printed again. Build first; ASTRO_OUT_DIR names the build if
 * not dist/. Name languages to print only those.
 *
 * @example pnpm build && node scripts/one-pager-pdf.ts
 * @example node scripts/one-pager-pdf.ts de fr
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocale } from '@alpora/shared/locales';
import { PDFDocument } from 'pdf-lib';
import { startServer } from '../e2e/support/server.ts';
import { launchChromium } from './pages/chromium.ts';
import { onePagerFingerprint } from './pages/one-pager-fingerprint.ts';
import { builtOnePagerLocales, onePagerPdfFile, onePagerRoute } from './pages/one-pager-locales.ts';

const root = path.resolve(import.meta.dirname, '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isLocale(name));
if (unknown.length > 0) throw new Error(`Not a language of the site: ${unknown.join(', ')}.`);
const built = builtOnePagerLocales();
const unbuilt = asked.filter((name) => !built.includes(name as never));
if (unbuilt.length > 0) throw new Error(`The build has no one-pager in: ${unbuilt.join(', ')}. Build first.`);
const locales = asked.length > 0 ? built.filter((locale) => asked.includes(locale)) : built;
if (locales.length === 0) throw new Error('/one-pager is not built: run the build first.');

const server = await startServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const locale of locales) {
    const route = onePagerRoute(locale);
    await page.emulateMedia({ media: null });
    await page.goto(`${server.url}/${route}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    const printed = await PDFDocument.load(pdf);
    const pages = printed.getPageCount();
    if (pages !== 1) throw new Error(`/${route} prints on ${pages} pages; it must fit one A4 page.`);
    printed.setKeywords([onePagerFingerprint(locale)]);
    const signed = await printed.save();
    const output = onePagerPdfFile(locale);
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, signed);
    const name = path.relative(root, output);
    process.stdout.write(`wrote ${name} (${Math.round(signed.length / 1024)} KB, 1 page)\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
