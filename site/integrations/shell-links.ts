/**
 * Finds the routes a visitor cannot reach from the site's own navigation: every page's header
 * (`<site-header>`) and footer (`<footer data-site-footer>`) must link each indexed route, so no
 * public page is an orphan whatever page a visitor lands on (docs/decisions.md §260). A page of
 * another language must link that language's version of each (`/de/careers` from a /de page),
 * and links only pages of its own language, but for the links that name another language on
 * purpose with `hreflang` (the language switcher, "the English version prevails";
 * docs/product.md#languages). Pure file reading, so the build hook and the unit test share it.
 *
 * @example findUnlinkedRoutes({ dir: '/path/to/dist', site: new URL('https://alpora.ch'), paths: ['/about'] })
 */
import fs from 'node:fs';
import path from 'node:path';
import { isLocalizedRoute, localizedPath, pathLocale, unlocalizedPath } from '#site/routes.ts';
import { extractLinks, htmlFiles, pagePath } from './link-scan.ts';

interface UnlinkedRoute {
  /** The route no header or footer links, e.g. "/careers". */
  route: string;
  /** The pages whose header and footer lack it. */
  pages: string[];
}

interface ShellScanOptions {
  dir: string;
  site: URL;
  /** The routes every page must link, e.g. LINKED_PATHS of site/routes.ts. */
  paths: readonly string[];
}

const SHELL_PARTS = [
  /<site-header\b[\s\S]*?<\/site-header>/gi,
  /<footer\b[^>]*\bdata-site-footer\b[^>]*>[\s\S]*?<\/footer>/gi,
];

/** The markup of the page's header and footer; nothing when it has neither. */
export function shellMarkup(html: string): string {
  return SHELL_PARTS.flatMap((part) => html.match(part) ?? []).join('\n');
}

/** The site paths the header and footer of a page link, without query or anchor. */
export function shellLinkedPaths(html: string, page: string, site: URL): Set<string> {
  const base = new URL(page, site);
  const paths = new Set<string>();
  for (const link of extractLinks(shellMarkup(html))) {
    if (link === '' || /^(mailto|tel|data|javascript):/i.test(link)) continue;
    const url = new URL(link, base);
    if (url.origin === site.origin) paths.add(url.pathname.replace(/\/+$/, '') || '/');
  }
  return paths;
}

export function findUnlinkedRoutes({ dir, site, paths }: ShellScanOptions): UnlinkedRoute[] {
  const missing = new Map<string, string[]>();
  for (const file of htmlFiles(dir).sort()) {
    const page = pagePath(file);
    const locale = pathLocale(page);
    const linked = shellLinkedPaths(fs.readFileSync(path.join(dir, file), 'utf8'), page, site);
    for (const english of paths) {
      const route = localizedPath(english, locale);
      if (linked.has(route)) continue;
      missing.set(route, [...(missing.get(route) ?? []), page]);
    }
  }
  return [...missing].map(([route, pages]) => ({ route, pages }));
}

interface ForeignLink {
  /** The page, e.g. "/de/about". */
  page: string;
  /** The link to another language's page, e.g. "/privacy". */
  link: string;
}

const ANCHOR = /<a\b([^>]*)>/gi;

/**
 * Links of a page (`<a href>`) to a page of another language that do not say so with
 * `hreflang`: a German page linking /privacy instead of /de/privacy.
 */
export function foreignLinks(html: string, page: string, site: URL): string[] {
  const locale = pathLocale(page);
  const base = new URL(page, site);
  const found: string[] = [];
  for (const [tag, attributes = ''] of html.matchAll(ANCHOR)) {
    if (/\bhreflang\s*=/i.test(attributes)) continue;
    const [href] = extractLinks(tag);
    if (href === undefined || !href.startsWith('/') || href.startsWith('//')) continue;
    const url = new URL(href, base);
    if (url.origin !== site.origin) continue;
    const pathname = url.pathname.replace(/(.)\/+$/, '$1');
    if (!isLocalizedRoute(unlocalizedPath(pathname))) continue;
    if (pathLocale(pathname) !== locale) found.push(href);
  }
  return found;
}

export function findForeignLinks({ dir, site }: Omit<ShellScanOptions, 'paths'>): ForeignLink[] {
  return htmlFiles(dir)
    .sort()
    .flatMap((file) => {
      const page = pagePath(file);
      return foreignLinks(fs.readFileSync(path.join(dir, file), 'utf8'), page, site).map((link) => ({ page, link }));
    });
}

/** "/careers: not in the header or footer of /, /about, /api and 45 more pages". */
export function describeUnlinked({ route, pages }: UnlinkedRoute, shown = 3): string {
  const listed = pages.slice(0, shown).join(', ');
  const more = pages.length > shown ? ` and ${pages.length - shown} more pages` : '';
  return `${route}: not in the header or footer of ${listed}${more}`;
}
