/**
 * Renders the social image of every built page (Open Graph and Twitter cards need PNG, most
 * networks ignore SVG) into site/public/og/<slug>.png, 1200x630, plus og/default.png and the
 * PNG logo the Organization JSON-LD names. It reads each page's title and description from
 * the build and draws them with Chromium. The PNGs are committed; run it after adding a page
 * or changing a title, then build again (docs/decisions.md, "Social images").
 *
 * @example pnpm build && node scripts/social-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './pages/chromium.ts';
import { socialCard } from './pages/social-card.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const ogDir = path.join(root, 'site/public/og');
const font = (weight: number) =>
  fs
    .readFileSync(path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`))
    .toString('base64');

const meta = (html: string, pattern: RegExp) =>
  (html.match(pattern)?.[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');

const pages = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('index.html') || file === 'index.html')
  .map((file) => {
    const html = fs.readFileSync(path.join(dist, file), 'utf8');
    const route = path.dirname(file) === '.' ? '' : path.dirname(file).replaceAll(path.sep, '-');
    return {
      slug: route || 'home',
      title: meta(html, /<title>([^<]*)<\/title>/).replace(/ \| Alpora$/, ''),
      description: meta(html, /<meta name="description" content="([^"]*)"/),
    };
  });

fs.mkdirSync(ogDir, { recursive: true });
const fonts = { regular: font(400), bold: font(700) };
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const cards = [
    ...pages,
    { slug: 'default', title: 'Alpora', description: 'Non-custodial AI execution for institutional trading desks.' },
  ];
  for (const card of cards) {
    await page.setContent(socialCard(card, fonts));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(ogDir, `${card.slug}.png`), type: 'png' });
  }
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(socialCard({ slug: 'logo', title: '', description: '' }, fonts, 'logo'));
  await page.screenshot({ path: path.join(root, 'site/public/press/alpora-logo.png'), type: 'png' });
  process.stdout.write(`wrote ${cards.length} social images to site/public/og/ and press/alpora-logo.png\n`);
} finally {
  await browser.close();
}
