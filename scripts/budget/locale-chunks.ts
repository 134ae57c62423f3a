/**
 * The JavaScript a built page in one language can load (docs/decisions.md §297): the scripts its
 * HTML names, all its islands (at load or when visible) with everything they import statically,
 * and its language's dictionary and field-message chunks, which `site/i18n/index.ts` imports
 * by `<html lang>`. The other languages' chunks are dynamic imports the page never makes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const INLINE_MODULE = /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g;
const ISLAND_URL = /<astro-island\b[^>]*?\b(?:component-url|renderer-url)="([^"]+)"/g;
/** `"./de.ts":()=>x(()=>import("./de.abc.js"),…)`: the dictionary files by language. */
const DICTIONARY_IMPORT =
  /["'`]\.\/([a-z]{2})\.ts["'`]\s*:\s*\(\)\s*=>\s*(?:[\w$]+\(\s*\(\)\s*=>\s*)?import\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
/** `de:()=>x(()=>import("./de.abc.js").then(…))`: the field-message catalogues by language. */
const CATALOGUE_IMPORT =
  /\b([a-z]{2})\s*:\s*\(\)\s*=>\s*(?:[\w$]+\(\s*\(\)\s*=>\s*)?import\(\s*["'`]([^"'`]+)["'`]\s*\)\.then/g;

export interface LocaleChunks {
  /** The dictionary chunk of each language found in the build. */
  dictionaries: Record<string, string>;
  /** The field-message chunk of each language. */
  catalogues: Record<string, string>;
}

function assetFile(siteDir: string, from: string, specifier: string): string | undefined {
  if (/^[a-z]+:/i.test(specifier) || specifier.startsWith('//')) return undefined;
  const file = specifier.startsWith('/') ? path.join(siteDir, specifier) : path.resolve(path.dirname(from), specifier);
  return fs.existsSync(file) ? file : undefined;
}

/** Where the build put each language's chunks, read from the chunk that imports them. */
export function localeChunks(siteDir: string): LocaleChunks {
  const dir = path.join(siteDir, '_astro');
  const found: LocaleChunks = { dictionaries: {}, catalogues: {} };
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.js'))) {
    const file = path.join(dir, name);
    const code = fs.readFileSync(file, 'utf8');
    for (const [pattern, into] of [
      [DICTIONARY_IMPORT, found.dictionaries],
      [CATALOGUE_IMPORT, found.catalogues],
    ] as const) {
      for (const [, locale, specifier] of code.matchAll(pattern)) {
        const chunk = locale && specifier ? assetFile(siteDir, file, specifier) : undefined;
        if (locale && chunk) into[locale] = chunk;
      }
    }
  }
  return found;
}

/** `entries` and every file they import statically. */
export function staticClosure(siteDir: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier) queue.push(assetFile(siteDir, file, specifier) ?? '');
    }
  }
  return [...seen].sort();
}

/** Every script a page in `locale` can load before the visitor opens anything on demand. */
export function pageLocaleScripts(siteDir: string, htmlFile: string, locale: string, chunks: LocaleChunks): string[] {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const page = path.join(siteDir, 'index.html');
  const entries: string[] = [];
  for (const pattern of [SCRIPT_SRC, ISLAND_URL]) {
    for (const [, url] of html.matchAll(pattern)) entries.push(assetFile(siteDir, page, url ?? '') ?? '');
  }
  for (const [, body] of html.matchAll(INLINE_MODULE)) {
    for (const [, specifier] of (body ?? '').matchAll(STATIC_IMPORT)) {
      entries.push(assetFile(siteDir, page, specifier ?? '') ?? '');
    }
  }
  const loaded = staticClosure(siteDir, entries);
  // The page's language's chunks load only where the i18n module is among the scripts.
  const importsDictionaries = new RegExp(DICTIONARY_IMPORT.source);
  const speaks = loaded.some((file) => importsDictionaries.test(fs.readFileSync(file, 'utf8')));
  const own = [chunks.dictionaries[locale], chunks.catalogues[locale]].filter((file): file is string => !!file);
  return speaks ? staticClosure(siteDir, [...loaded, ...own]) : loaded;
}

/** Gzip bytes of the files, summed. */
export function gzipBytes(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(file)).length, 0);
}
