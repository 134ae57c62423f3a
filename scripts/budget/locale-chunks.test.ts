/**
 * Each language's page downloads its own dictionary only (docs/decisions.md §297): checked on
 * the built site (dist/, or ASTRO_OUT_DIR), on the contact page of every language with a
 * dictionary (`/contact`, `/de/contact`, ...). Run after the build; the test command builds first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { FIELD_MESSAGES } from '@alpora/shared/field-errors';
import { isLocale } from '@alpora/shared/locales';
import { describe, expect, test } from 'vitest';
import { DICTIONARY_LOCALES, type Dictionary, dictionary } from '#site/i18n/index.ts';
import { gzipBytes, localeChunks, pageLocaleScripts, staticClosure } from './locale-chunks.ts';

const siteDir = path.resolve(import.meta.dirname, '../..', process.env.ASTRO_OUT_DIR ?? 'dist');
const hasBuild = fs.existsSync(path.join(siteDir, 'index.html'));

/** Sentences from several areas of the dictionary, long enough to be nobody else's words. */
const SAMPLES: readonly (readonly string[])[] = [
  ['leads', 'fields', 'infrastructureHint'],
  ['leads', 'waitlist', 'description'],
  ['dashboard', 'simulatedNote'],
  ['recovery', 'passwordIntro'],
  ['twoFactor', 'statusOff'],
  ['privacyRequest', 'emailHint'],
];

/** Field messages of the forms the contact page and the islands beside it show. */
const FIELD_SAMPLES = ['field.lead.persona', 'field.email.invalid', 'field.twoFactor.code'] as const;

/** A language's sample sentences: the dictionary's and the field messages'. */
function samples(locale: string): Map<string, string> {
  if (!isLocale(locale)) throw new Error(`not a locale: ${locale}`);
  const words = dictionary(locale);
  return new Map([
    ...SAMPLES.map((keys): [string, string] => [keys.join('.'), sample(words, keys)]),
    ...FIELD_SAMPLES.map((key): [string, string] => [key, FIELD_MESSAGES[locale][key]]),
  ]);
}

function sample(words: Dictionary, keys: readonly string[]): string {
  const found = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], words);
  if (typeof found !== 'string') throw new Error(`no text at ${keys.join('.')}`);
  return found;
}

function contactPage(locale: string): string {
  return path.join(siteDir, locale === 'en' ? '' : locale, 'contact', 'index.html');
}

/** A script's text with the bundler's `\xA0` and `\u202F` escapes read back as the characters. */
function unescaped(script: string): string {
  return script.replace(/\\x([0-9A-Fa-f]{2})|\\u([0-9A-Fa-f]{4})/g, (_, x?: string, u?: string) =>
    String.fromCharCode(Number.parseInt(x ?? u ?? '0', 16)),
  );
}

/** The text of everything a page in `locale` loads. */
function loadedText(locale: string): { files: string[]; text: string } {
  const files = pageLocaleScripts(siteDir, contactPage(locale), locale, localeChunks(siteDir));
  return { files, text: files.map((file) => unescaped(fs.readFileSync(file, 'utf8'))).join('\n') };
}

describe("a page loads its own language's words only", () => {
  test('the site has been built', () => {
    expect(hasBuild, `no build in ${siteDir}: run the build first`).toBe(true);
  });

  const locales = hasBuild ? DICTIONARY_LOCALES : [];

  test.each(locales)('%s: its contact page is built and its chunks are found', (locale) => {
    expect(fs.existsSync(contactPage(locale)), contactPage(locale)).toBe(true);
    const chunks = localeChunks(siteDir);
    expect(chunks.dictionaries[locale], 'dictionary chunk').toBeDefined();
    expect(chunks.catalogues[locale], 'field-message chunk').toBeDefined();
  });

  test.each(locales)('%s: the page carries its own sample sentences and no other language’s', (locale) => {
    const { text } = loadedText(locale);
    const own = samples(locale);
    for (const [key, sentence] of own) expect(text, key).toContain(sentence);
    for (const other of DICTIONARY_LOCALES.filter((l) => l !== locale)) {
      for (const [key, foreign] of samples(other)) {
        if (foreign === own.get(key)) continue;
        expect(text.includes(foreign), `the ${locale} page carries the ${other} ${key}`).toBe(false);
      }
    }
  });

  test.each(locales)('%s: its scripts weigh about what the English page’s do, not one per language', (locale) => {
    const own = gzipBytes(loadedText(locale).files);
    const english = gzipBytes(loadedText('en').files);
    expect(own).toBeGreaterThan(english * 0.8);
    expect(own).toBeLessThan(english * 1.2);
  });
});

describe('the chunk reader itself', () => {
  function fakeBuild(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'locales-'));
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), content);
    }
    return dir;
  }

  const build = {
    '_astro/i18n.js':
      'import{t as e}from"./preload.js";var r={en:()=>e(()=>import(`./en.f.js`).then(e=>e.en),[]),de:()=>e(()=>import(`./de.f.js`).then(e=>e.de),[])},i=Object.assign({"./de.ts":()=>e(()=>import(`./de.d.js`),[]),"./en.ts":()=>e(()=>import(`./en.d.js`),[0])});',
    '_astro/preload.js': 'export const t=1;',
    '_astro/en.d.js': 'import{x}from"./forms.js";export const en={a:`Hello there`};',
    '_astro/forms.js': 'export const x=1;',
    '_astro/de.d.js': 'export const de={a:`Grüezi mitenand`};',
    '_astro/en.f.js': 'export const en={};',
    '_astro/de.f.js': 'export const de={};',
    '_astro/island.js': 'import{d}from"./i18n.js";',
    'de/index.html': '<html lang="de"><astro-island component-url="/_astro/island.js" client="visible"></astro-island>',
  };

  test("finds each language's chunks and adds only the page's own", () => {
    const dir = fakeBuild(build);
    const chunks = localeChunks(dir);
    expect(Object.keys(chunks.dictionaries).sort()).toEqual(['de', 'en']);
    const loaded = pageLocaleScripts(dir, path.join(dir, 'de/index.html'), 'de', chunks).map((f) => path.basename(f));
    expect(loaded).toEqual(['de.d.js', 'de.f.js', 'i18n.js', 'island.js', 'preload.js']);
    expect(staticClosure(dir, [chunks.dictionaries.en ?? '']).map((f) => path.basename(f))).toEqual([
      'en.d.js',
      'forms.js',
    ]);
  });
});
