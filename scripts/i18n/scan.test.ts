// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtPages, missingRoutes } from './built-pages.ts';
import { type Dictionaries, foreignTexts, scanPage } from './scan.ts';

/** A built site in a temporary folder: file paths relative to it, and their contents. */
function fakeBuild(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-scan-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const page = (lang: string, body: string, title = 'Alpora') =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title><style>.the{}</style></head><body>${body}<script>const the = 1;</script></body></html>`;

const SWITCHER =
  '<nav><a lang="en" hreflang="en" href="/privacy">English</a><a lang="fr" hreflang="fr" href="/fr/privacy">Français</a></nav>';

const DICTIONARIES: Dictionaries = {
  en: { 'shell.ts': { shell: { skip: 'Skip to content', cookies: 'We use one cookie only', menu: 'Menu' } } },
  de: { 'shell.ts': { shell: { skip: 'Zum Inhalt springen', cookies: 'Wir verwenden nur ein Cookie', menu: 'Menü' } } },
  fr: {
    'shell.ts': { shell: { skip: 'Aller au contenu', cookies: 'Nous utilisons un seul cookie', menu: 'Menu' } },
  },
};

const GOOD_DE = page(
  'de-CH',
  `${SWITCHER}<main><h1>Datenschutzerklärung</h1><p>Wir verwenden nur ein Cookie. Strasse und Grüsse.</p>` +
    '<p>Diese Übersetzung dient der Information; es gilt die <a lang="en" href="/privacy">English version</a>.</p>' +
    '<pre><code>curl -H "Authorization: Bearer your token" https://alpora.ch/api</code></pre>' +
    '<img alt="Alpora AG in Zug" src="/logo.svg"></main>',
  'Datenschutz | Alpora',
);

const scan = (locale: 'en' | 'de' | 'fr', html: string) =>
  scanPage({ locale, route: '/privacy', html }, foreignTexts(DICTIONARIES, locale));

test('a page in its language, with the switcher, the English version link and code, passes', () => {
  expect(scan('de', GOOD_DE)).toEqual([]);
  expect(scan('en', page('en', '<main><p>We use one cookie only</p><p>Skip to content</p></main>'))).toEqual([]);
});

test('a page whose <html lang> is not its language fails', () => {
  expect(scan('de', GOOD_DE.replace('lang="de-CH"', 'lang="en"'))).toContain('<html lang> is "en", not "de"');
});

test('English words on a German, French or Italian page fail, in text and in read attributes', () => {
  expect(scan('de', GOOD_DE.replace('Strasse und Grüsse.', 'Read our privacy policy.'))).toEqual([
    'shows the English "our" in "Wir verwenden nur ein Cookie. Read our privacy policy."',
    'shows the English "privacy policy" in "Wir verwenden nur ein Cookie. Read our privacy policy."',
  ]);
  expect(scan('de', GOOD_DE.replace('alt="Alpora AG in Zug"', 'alt="The dashboard"'))).toEqual([
    'shows the English "the" in "The dashboard"',
  ]);
  expect(
    scan('de', GOOD_DE.replace('<a lang="en" href="/privacy">English version</a>', 'English version and the rest')),
  ).toContain(
    'shows the English "the" in "Diese Übersetzung dient der Information; es gilt die English version and the rest."',
  );
});

test("another language's dictionary text fails: English on a German page, French on a German page", () => {
  expect(scan('de', GOOD_DE.replace('Wir verwenden nur ein Cookie.', '<span>We use one cookie only</span>'))).toContain(
    'shows "We use one cookie only", the text of en shell.ts.shell.cookies',
  );
  expect(scan('de', GOOD_DE.replace('Wir verwenden nur ein Cookie.', '<b>Nous utilisons un seul cookie</b>'))).toEqual([
    'shows "Nous utilisons un seul cookie", the text of fr shell.ts.shell.cookies',
  ]);
  expect(scan('en', page('en', '<main><p>Menü</p></main>'))).toEqual([]);
  expect(scan('en', page('en', '<main><p>Wir verwenden nur ein Cookie</p></main>'))).toEqual([
    'shows "Wir verwenden nur ein Cookie", the text of de shell.ts.shell.cookies',
  ]);
});

test('a German page writing "ß" fails', () => {
  expect(scan('de', GOOD_DE.replace('Grüsse', 'Grüße'))).toEqual([
    'writes "ß" in "Wir verwenden nur ein Cookie. Strasse und Grüße.": Swiss German writes "ss"',
  ]);
});

test('each language is found in its folder, and a language without its pages is named', () => {
  const dir = fakeBuild({
    'index.html': page('en', ''),
    'privacy/index.html': page('en', ''),
    '404.html': page('en', ''),
    'de/index.html': page('de', ''),
    'de/privacy/index.html': page('de', ''),
    'de/404.html': page('de', ''),
    'fr/index.html': page('fr', ''),
    '_astro/x.js': '',
  });
  const pages = builtPages(dir);
  expect(pages.map((built) => `${built.locale} ${built.route}`)).toEqual([
    'en /404',
    'de /404',
    'de /',
    'de /privacy',
    'fr /',
    'en /',
    'en /privacy',
  ]);
  const routes = ['/', '/privacy', '/404'];
  expect(missingRoutes(pages, 'de', routes)).toEqual([]);
  expect(missingRoutes(pages, 'fr', routes)).toEqual(['/privacy', '/404']);
  expect(missingRoutes(pages, 'it', routes)).toEqual(routes);
  expect(missingRoutes(builtPages(fakeBuild({ 'index.html': page('en', '') })), 'de', routes)).toEqual(routes);
});
