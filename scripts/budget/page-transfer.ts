/**
 * What a built page asks the network for before the visitor interacts, and what that costs as
 * the production server answers it: the document, the scripts it loads (./page-scripts.ts), the
 * fonts its styles name, its icon and images, and the API reads its markup starts. Bytes
 * are measured from real answers, response headers included: a script of a few hundred bytes
 * travels with about 1.3 KB of security and caching headers (docs/decisions.md §343).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pageScripts } from './page-scripts.ts';

/**
 * The API reads a page makes at load, by the markup that makes them: the footer's status badge
 * asks its summary (site/lib/app-state.ts).
 */
const LOAD_TIME_READS: [marker: RegExp, url: string][] = [[/<app-status\b/, '/api/status/summary']];

const FONT_URL = /url\(["']?(\/[^"')]+\.woff2?)["']?\)/g;
const LINKED = /<link\b[^>]*\brel="(?:icon|apple-touch-icon|stylesheet|preload|modulepreload|manifest)"[^>]*>/g;
const IMAGE = /<img\b[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];

export interface PageLoad {
  /** Site URLs of the scripts loaded with the page. */
  scripts: string[];
  /** Site URLs of the fonts the page's styles name. */
  fonts: string[];
  /** Every request before interaction, the document first. */
  requests: string[];
}

export function pageLoad(siteDir: string, route: string, htmlFile: string): PageLoad {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = pageScripts(siteDir, htmlFile).files.map((file) => `/${path.relative(siteDir, file)}`);
  const fonts = [...new Set([...html.matchAll(FONT_URL)].map(([, url]) => url ?? ''))];
  const linked = [...html.matchAll(LINKED)].map(([tag]) => attribute(tag, 'href') ?? '');
  // Lazy images count too: Chromium fetches those within a screen or two of the view, which on
  // a phone is most of a short page (Lighthouse counted the press kit's three logos).
  const images = [...html.matchAll(IMAGE)].map(([tag]) => attribute(tag, 'src') ?? '');
  const reads = LOAD_TIME_READS.filter(([marker]) => marker.test(html)).map(([, url]) => url);
  const requests = [route, ...scripts, ...fonts, ...linked, ...images, ...reads].filter(Boolean);
  return { scripts, fonts, requests: [...new Set(requests)] };
}

/** What Chromium asks for. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * Bytes on the wire of the answer to a GET of `url`: the status line, every response header
 * as HTTP/1.1 writes it, and the body as sent (compressed when a compressed copy was chosen).
 */
export async function transferredBytes(baseUrl: string, url: string): Promise<{ headers: number; body: number }> {
  const response = await fetch(new URL(url, baseUrl), { headers: { 'Accept-Encoding': ACCEPT_ENCODING } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let headers = `HTTP/1.1 ${response.status} ${response.statusText}\r\n`.length + 2;
  for (const [name, value] of response.headers) headers += `${name}: ${value}\r\n`.length;
  // The body as sent: fetch decompresses what it reads, Content-Length gives the sent size.
  const sent = Number(response.headers.get('content-length'));
  if (!(sent > 0)) return { headers, body: (await response.arrayBuffer()).byteLength };
  await response.body?.cancel();
  return { headers, body: sent };
}
