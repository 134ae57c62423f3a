/**
 * The social image of a page, in the page's language (docs/decisions.md §314): for an English
 * route /og/<slug>.png, for a route under /de, /fr or /it /og/<locale>/<slug>.png, when
 * `scripts/social-images.ts` has rendered one (committed in site/public/og/); else that
 * language's /og/default.png or /og/<locale>/default.png, so a German page never shows an
 * English card. PNG, 1200x630, because most networks ignore SVG previews (docs/decisions.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@alpora/shared/locales';

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** The route's language and its path within that language: "/de/privacy" is de and "privacy". */
function splitLocale(pathname: string): { locale: Locale; route: string } {
  const parts = pathname.split('/').filter(Boolean);
  const [first] = parts;
  if (isLocale(first) && first !== DEFAULT_LOCALE) return { locale: first, route: parts.slice(1).join('/') };
  return { locale: DEFAULT_LOCALE, route: parts.join('/') };
}

/** "" is "home", "press" is "press", "blog/first-post" is "blog-first-post". */
function socialImageSlug(route: string): string {
  return route === '' ? 'home' : route.replaceAll('/', '-');
}

/** The image's URL path for a page's URL path ("/de/privacy" → "/og/de/privacy.png"). */
export function socialImagePath(pathname: string): string {
  const { locale, route } = splitLocale(pathname);
  const folder = locale === DEFAULT_LOCALE ? '/og' : `/og/${locale}`;
  const file = `${socialImageSlug(route)}.png`;
  // The build runs at the repository root; public files are copied as they are.
  const exists = fs.existsSync(path.join(process.cwd(), 'site', 'public', folder, file));
  return `${folder}/${exists ? file : 'default.png'}`;
}
