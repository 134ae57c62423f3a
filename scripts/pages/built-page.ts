/**
 * Reads a page of the built site (dist/, or ASTRO_OUT_DIR) as a reader sees it: the text of its
 * `<main>`, without tags, entities decoded, white space collapsed. Tests that compare a built
 * page with its source, and the one-pager PDF's fingerprint, read pages through it.
 *
 * @example builtPageText('privacy') // "Privacy Policy Version 1.3 …"
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const BUILT_SITE_DIR = path.resolve(import.meta.dirname, '../..', process.env.ASTRO_OUT_DIR ?? 'dist');

/** The built file of a route ("privacy/record" → dist/privacy/record/index.html). */
export function builtPageFile(route: string): string {
  return path.join(BUILT_SITE_DIR, route, 'index.html');
}

/** The text of the route's `<main>`; empty when the route has not been built. */
export function builtPageText(route: string): string {
  const file = builtPageFile(route);
  if (!existsSync(file)) return '';
  const main = readFileSync(file, 'utf8').match(/<main[\s\S]*<\/main>/)?.[0] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
