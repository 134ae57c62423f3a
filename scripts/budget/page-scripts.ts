/**
 * What JavaScript a built page downloads before the visitor interacts: the scripts the HTML
 * references, the islands it hydrates at load (client:load, client:idle, client:visible), and
 * everything those import statically. Dynamic `import()`s are left out: they load on demand.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const INLINE_MODULE = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;
const ISLAND = /<astro-island\b[^>]*>/g;
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["']([^"']+\.js)["']/g;

export interface PageScripts {
  /** Absolute file paths of every script loaded at page load. */
  files: string[];
  /** Their gzip size in bytes, summed. */
  gzipBytes: number;
  /** Whether React's runtime is among them. */
  loadsReact: boolean;
  /** Gzip bytes added by islands that hydrate only once scrolled into view (client:visible). */
  onVisibleGzipBytes: number;
}

function resolveAsset(siteDir: string, from: string, specifier: string): string | undefined {
  if (/^[a-z]+:/i.test(specifier) || specifier.startsWith('//')) return undefined;
  const file = specifier.startsWith('/') ? path.join(siteDir, specifier) : path.resolve(path.dirname(from), specifier);
  return fs.existsSync(file) ? file : undefined;
}

function islandEntryUrls(html: string, when: 'load' | 'visible'): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(ISLAND)) {
    // client:load, client:idle and client:only load with the page; client:visible waits for
    // the island to scroll into view.
    const visible = tag.includes('client="visible"');
    if (visible !== (when === 'visible')) continue;
    for (const attribute of ['component-url', 'renderer-url']) {
      const value = new RegExp(`${attribute}="([^"]+)"`).exec(tag)?.[1];
      if (value) urls.push(value);
    }
  }
  return urls;
}

function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '').filter(Boolean);
}

/** React's runtime announces itself by its error decoder URL and internals. */
export function isReactRuntime(code: string): boolean {
  return (
    code.includes('react.dev/errors') ||
    code.includes('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE')
  );
}

/** Gzip bytes and React presence of `entries` and everything they import statically, skipping `seen`. */
function closure(siteDir: string, entries: string[], seen: Set<string>): { gzipBytes: number; loadsReact: boolean } {
  const queue = [...entries];
  let gzipBytes = 0;
  let loadsReact = false;
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    gzipBytes += gzipSync(code).length;
    loadsReact ||= isReactRuntime(code);
    for (const specifier of staticImports(code)) queue.push(resolveAsset(siteDir, file, specifier) ?? '');
  }
  return { gzipBytes, loadsReact };
}

export function pageScripts(siteDir: string, htmlFile: string): PageScripts {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const queue: string[] = [];
  const pageUrlBase = path.join(siteDir, 'index.html');
  const resolve = (url: string) => resolveAsset(siteDir, pageUrlBase, url) ?? '';
  for (const [, src] of html.matchAll(SCRIPT_SRC)) if (src) queue.push(resolve(src));
  for (const url of islandEntryUrls(html, 'load')) queue.push(resolve(url));
  for (const [, body] of html.matchAll(INLINE_MODULE)) {
    for (const specifier of staticImports(body ?? '')) queue.push(resolveAsset(siteDir, pageUrlBase, specifier) ?? '');
  }

  const seen = new Set<string>();
  const eager = closure(siteDir, queue, seen);
  const { loadsReact } = eager;
  let { gzipBytes } = eager;
  const files = [...seen].sort();
  const onVisible = closure(siteDir, islandEntryUrls(html, 'visible').map(resolve), seen);
  // Inline scripts count too.
  for (const [, body] of html.matchAll(
    /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    gzipBytes += body ? gzipSync(body).length : 0;
  }
  return { files, gzipBytes, loadsReact, onVisibleGzipBytes: onVisible.gzipBytes };
}

/** Every built page as [route, html file]. */
export function builtPages(siteDir: string): [string, string][] {
  return fs
    .readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file): [string, string] => {
      const route = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
      return [route, path.join(siteDir, file)];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}
