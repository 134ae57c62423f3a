/**
 * Renders the social image of every built page (Open Graph and Twitter cards need PNG, most
 * networks ignore SVG), 1200x630, from the page's own title and description as the build holds
 * them, in the page's language (docs/decisions.md §314): English pages to
 * site/public/og/<slug>.png, the pages under /de, /fr and /it to site/public/og/<locale>/<slug>.png,
 * plus each language's default.png and, with English, the PNG logo the Organization JSON-LD
 * names. It draws them with Chromium. The PNGs are committed; run it after adding a page or
 * changing a title, then build again (docs/decisions.md §25). Name languages to render only those.
 *
 * @example pnpm build && node scripts/social-images.ts
 * @example node scripts/social-images.ts de fr it
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@alpora/shared/locales';
import { launchChromium } from './pages/chromium.ts';
import { CARD_TEXTS, type Card, socialCard } from './pages/social-card.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(root, process.env.ASTRO_OUT_DIR ?? 'dist');
const ogDir = path.join(root, 'site/public/og');
const font = (weight: number) =>
  fs
    .readFileSync(path.join(root, `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff2`))
    .toString('base64');

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isLocale(name));
if (unknown.length > 0) throw new Error(`Not a language of the site: ${unknown.join(', ')}.`);
const locales: readonly Locale[] = asked.length > 0 ? LOCALES.filter((locale) => asked.includes(locale)) : LOCALES;

const meta = (html: string, pattern: RegExp) =>
  (html.match(pattern)?.[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');

/** "de/privacy/index.html" is the German privacy page; "privacy/index.html" the English one. */
function pageOf(file: string): Card {
  const html = fs.readFileSync(path.join(dist, file), 'utf8');
  const [first = '', ...rest] = path
    .dirname(file)
    .split(path.sep)
    .filter((part) => part !== '.');
  const locale = isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
  const route = locale === DEFAULT_LOCALE ? [first, ...rest].filter(Boolean) : rest;
  return {
    slug: route.join('-') || 'home',
    locale,
    title: meta(html, /<title>([^<]*)<\/title>/).replace(/ \| Alpora$/, ''),
    description: meta(html, /<meta name="description" content="([^"]*)"/),
  };
}

/** Where a card's PNG goes: og/<slug>.png for English, og/<locale>/<slug>.png for the others. */
const imageFile = (card: Card) =>
  path.join(ogDir, card.locale === DEFAULT_LOCALE ? '' : card.locale, `${card.slug}.png`);

const pages = fs
  .readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => path.basename(file) === 'index.html')
  .map(pageOf)
  .filter((card) => locales.includes(card.locale));
const cards: Card[] = [
  ...pages,
  ...locales.map((locale) => ({
    slug: 'default',
    locale,
    title: 'Alpora',
    description: CARD_TEXTS[locale].description,
  })),
];

const fonts = { regular: font(400), bold: font(700) };
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const card of cards) {
    const file = imageFile(card);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await page.setContent(socialCard(card, fonts));
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: file, type: 'png' });
  }
  for (const locale of locales) {
    const count = cards.filter((card) => card.locale === locale).length;
    const where = locale === DEFAULT_LOCALE ? 'site/public/og/' : `site/public/og/${locale}/`;
    process.stdout.write(`wrote ${count} social images to ${where}\n`);
  }
  if (locales.includes(DEFAULT_LOCALE)) {
    await page.setViewportSize({ width: 512, height: 512 });
    await page.setContent(
      socialCard({ slug: 'logo', locale: DEFAULT_LOCALE, title: '', description: '' }, fonts, 'logo'),
    );
    await page.screenshot({ path: path.join(root, 'site/public/press/alpora-logo.png'), type: 'png' });
    process.stdout.write('wrote site/public/press/alpora-logo.png\n');
  }
} finally {
  await browser.close();
}
