/**
 * The social image of a page: /og/<slug>.png when `scripts/social-images.ts` has rendered one
 * for the route (committed in site/public/og/), else the site-wide /og/default.png.
 * PNG, 1200x630, because most networks ignore SVG previews (docs/decisions.md).
 */
import fs from 'node:fs';
import path from 'node:path';

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** "/" is "home", "/press" is "press", "/blog/first-post" is "blog-first-post". */
function socialImageSlug(pathname: string): string {
  const slug = pathname.replace(/^\/+|\/+$/g, '').replaceAll('/', '-');
  return slug === '' ? 'home' : slug;
}

export function socialImagePath(pathname: string): string {
  const file = `${socialImageSlug(pathname)}.png`;
  // The build runs at the repository root; public files are copied as they are.
  const exists = fs.existsSync(path.join(process.cwd(), 'site', 'public', 'og', file));
  return `/og/${exists ? file : 'default.png'}`;
}
