/**
 * Finds the internal links of a built site that lead nowhere: a path with no page or file,
 * an anchor with no element of that id on the target page, or an /api/ path the API does
 * not declare. Pure file reading, so the build hook and the unit test share it.
 *
 * @example findBrokenLinks({ dir: '/path/to/dist', site: new URL('https://alpora.ch'), apiPaths: ['/api/health'] })
 */
import fs from 'node:fs';
import path from 'node:path';

interface BrokenLink {
  /** The page the link is on, e.g. "/press". */
  page: string;
  /** The link as written. */
  link: string;
  reason: string;
}

interface ScanOptions {
  dir: string;
  site: URL;
  /** API paths with `{param}` placeholders, e.g. "/api/orders/{portfolioId}". */
  apiPaths: string[];
}

const LINK_ATTRIBUTES = new Set(['href', 'src', 'action']);
const META_LINKS = new Set(['og:image', 'og:url', 'twitter:image']);

/** The built pages, as paths relative to `dir`. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

/** The route a built page answers: "about/index.html" is "/about". */
export function pagePath(file: string): string {
  const route = `/${file.replaceAll(path.sep, '/')}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

function decode(value: string): string {
  return value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");
}

/** Every link attribute of the page's tags, outside scripts and styles. */
export function extractLinks(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, (tag) => tag.slice(0, tag.indexOf('>') + 1));
  const links: string[] = [];
  for (const [, attributes = ''] of markup.matchAll(/<[a-zA-Z][\w-]*\b([^>]*)>/g)) {
    const attrs = new Map<string, string>();
    for (const [, name = '', , double, single] of attributes.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
      attrs.set(name.toLowerCase(), decode(double ?? single ?? ''));
    }
    for (const [name, value] of attrs) if (LINK_ATTRIBUTES.has(name)) links.push(value);
    const property = attrs.get('property') ?? attrs.get('name');
    const content = attrs.get('content');
    if (property && content && META_LINKS.has(property)) links.push(content);
  }
  return links;
}

function extractIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid\s*=\s*["']([^"']+)["']/g)].map((match) => decode(match[1] ?? '')));
}

function targetFile(dir: string, pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '');
  const candidates = path.extname(clean) ? [clean] : [path.join(clean, 'index.html'), `${clean}.html`];
  return candidates.map((candidate) => path.join(dir, candidate)).find((file) => fs.existsSync(file));
}

function apiMatcher(apiPaths: string[]): (pathname: string) => boolean {
  const patterns = apiPaths.map(
    (p) => new RegExp(`^${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
  );
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

/** The paths that no built page answers, e.g. a route listed but never rendered. */
export function findMissingPages(dir: string, paths: readonly string[]): string[] {
  return paths.filter((pathname) => !targetFile(dir, pathname));
}

export function findBrokenLinks({ dir, site, apiPaths }: ScanOptions): BrokenLink[] {
  const isApiPath = apiMatcher(apiPaths);
  const idCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    const cached = idCache.get(file);
    if (cached) return cached;
    const ids = extractIds(fs.readFileSync(file, 'utf8'));
    idCache.set(file, ids);
    return ids;
  };
  const broken: BrokenLink[] = [];
  for (const file of htmlFiles(dir)) {
    const page = pagePath(file);
    const base = new URL(page, site);
    for (const link of extractLinks(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      if (link === '' || /^(mailto|tel|data|javascript):/i.test(link)) continue;
      const url = new URL(link, base);
      if (url.origin !== site.origin) continue;
      const report = (reason: string) => broken.push({ page, link, reason });
      if (url.pathname.startsWith('/api/')) {
        if (!isApiPath(url.pathname)) report('no such API route');
        continue;
      }
      const target = targetFile(dir, url.pathname);
      if (!target) {
        report('no page or file');
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor)) report(`no element with id "${anchor}"`);
    }
  }
  return broken;
}
