/**
 * Everything the site keeps in the browser is disclosed in the data map's `browserStorage`, which
 * the privacy policy shows (docs/privacy.md#browser-storage): the source of site/ and packages/ is
 * read for every storage write, and a write whose key is not in the map, or not a STORAGE_KEYS
 * constant the scan can resolve, fails here; the API sets cookies only through the one writer
 * whose name is a SERVER_COOKIES value. The lists and the map name the same keys both ways.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_COOKIES, STORAGE_KEYS } from '@alpora/shared/browser-storage';
import { describe, expect, test } from 'vitest';
import { DATA_MAP } from './data-map.ts';
import { type SourceFile, storageKeyAliases, storageWrites } from './testing/storage-writes.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|astro|js|mjs)$/;
const NOT_SOURCE = /(\.test\.tsx?$|\/testing\/|\/node_modules\/)/;

function sourceFiles(...dirs: string[]): SourceFile[] {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file}`)
      .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(`/${file}`))
      .map((file) => ({ path: file, text: readFileSync(path.join(ROOT, file), 'utf8') })),
  );
}

const disclosed = new Map(DATA_MAP.browserStorage.map((entry) => [entry.key, entry.where]));
const siteSource = sourceFiles('site', 'packages/shared/src');
const writes = storageWrites(siteSource, storageKeyAliases(siteSource));
const at = (write: { file: string; line: number; code: string }) => `${write.file}:${write.line} ${write.code}`;

describe('what the site writes to the browser', () => {
  test('the scan finds the writes of the site: the token, the outbox, the campaign and the toast', () => {
    const keys = new Set(writes.map((write) => write.key));
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.leadOutbox,
      STORAGE_KEYS.leadCampaign,
      STORAGE_KEYS.carriedToast,
    ])
      expect(keys, `no write of ${key} found`).toContain(key);
  });

  test('every write names its key through STORAGE_KEYS', () => {
    expect(writes.filter((write) => write.key === null).map(at)).toEqual([]);
  });

  test('every written key is disclosed in the data map, in the storage it is written to', () => {
    const undisclosed = writes.filter(
      (write) =>
        write.key !== null && (!disclosed.has(write.key) || (write.where && disclosed.get(write.key) !== write.where)),
    );
    expect(
      undisclosed.map(
        (write) => `${at(write)}: "${write.key}" in ${write.where}, the map says ${disclosed.get(write.key ?? '')}`,
      ),
    ).toEqual([]);
  });
});

describe('what the API sets as cookies', () => {
  const apiSource = sourceFiles('api/src');
  const cookieWrites = apiSource.flatMap((file) =>
    [...file.text.matchAll(/\bsetCookie\(|['"]Set-Cookie['"]\s*,/g)].map((match) => ({
      file: file.path,
      line: file.text.slice(0, match.index).split('\n').length,
      code: match[0],
    })),
  );

  test('sets cookies only in the one writer, whose name parameter is a SERVER_COOKIES value', () => {
    expect(cookieWrites.map((write) => write.file)).toEqual(['api/src/auth/session-cookie.ts']);
    const writer = apiSource.find((file) => file.path === 'api/src/auth/session-cookie.ts')?.text ?? '';
    expect(writer).toMatch(/export function setHostCookie\(c: Context, name: ServerCookieName,/);
  });
});

describe('the lists of keys and the data map', () => {
  test.each(Object.values(STORAGE_KEYS))('the storage key %s is disclosed in the data map', (key) => {
    expect(['localStorage', 'sessionStorage']).toContain(disclosed.get(key));
  });

  test.each(Object.values(SERVER_COOKIES))('the cookie %s is disclosed in the data map', (name) => {
    expect(disclosed.get(name)).toBe('cookie');
  });

  test('every key the data map discloses is one the code knows', () => {
    const known = new Set<string>([...Object.values(STORAGE_KEYS), ...Object.values(SERVER_COOKIES)]);
    expect(DATA_MAP.browserStorage.map((entry) => entry.key).filter((key) => !known.has(key))).toEqual([]);
  });
});
