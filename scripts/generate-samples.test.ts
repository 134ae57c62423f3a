import fs from 'node:fs';
import path from 'node:path';
import { demoFills } from '@alpora/shared/demo/demo-fills';
import { LOCALES } from '@alpora/shared/locales';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, test } from 'vitest';
import { sampleHref } from '../site/schemas/page-data/samples.ts';
import { buildSamples, PUBLIC_DIR } from './generate-samples.ts';
import { AUDIT_COLUMNS } from './samples/audit-csv.ts';
import { assertFits, swissNumber } from './samples/pdf-table.ts';
import { SAMPLE_MONTH } from './samples/sample-month.ts';
import { SAMPLE_TEXTS } from './samples/texts/index.ts';

const committed = (name: string) => fs.readFileSync(path.join(PUBLIC_DIR, name));
const built = await buildSamples();
const report = (locale: (typeof LOCALES)[number]) => sampleHref('monthly-performance.pdf', locale).slice(1);

describe('the committed sample files', () => {
  test.each(Object.keys(built))('%s is what the script produces', (name) => {
    expect(fs.existsSync(path.join(PUBLIC_DIR, name)), `run "node scripts/generate-samples.ts" to write ${name}`).toBe(
      true,
    );
    expect(Buffer.from(built[name] ?? '').equals(committed(name)), `${name} differs from the script's output`).toBe(
      true,
    );
  });

  test('every language has its monthly report, and all share one audit extract', () => {
    expect(Object.keys(built).sort()).toEqual([
      'sample-reports/de/monthly-performance.pdf',
      'sample-reports/fr/monthly-performance.pdf',
      'sample-reports/it/monthly-performance.pdf',
      'samples/audit-extract.csv',
      'samples/monthly-performance.pdf',
    ]);
    expect(LOCALES.map(report)).toEqual([
      'samples/monthly-performance.pdf',
      'sample-reports/de/monthly-performance.pdf',
      'sample-reports/fr/monthly-performance.pdf',
      'sample-reports/it/monthly-performance.pdf',
    ]);
  });

  test('the audit extract parses and its totals agree with the demo fills', () => {
    const [header, ...rows] = committed('samples/audit-extract.csv').toString('utf8').trimEnd().split('\r\n');
    expect(header?.split(',')).toEqual([...AUDIT_COLUMNS]);
    const fills = demoFills(SAMPLE_MONTH);
    expect(rows).toHaveLength(fills.length);
    const cells = rows.map((row) => row.split(','));
    expect(cells.every((row) => row.length === AUDIT_COLUMNS.length)).toBe(true);
    const sum = (column: string) =>
      cells.reduce((total, row) => total + Number(row[AUDIT_COLUMNS.indexOf(column as never)]), 0);
    expect(sum('notional_usd')).toBeCloseTo(
      fills.reduce((total, fill) => total + fill.notional, 0),
      2,
    );
    expect(sum('fee_usd')).toBeCloseTo(
      fills.reduce((total, fill) => total + fill.fee, 0),
      2,
    );
    expect(cells.every((row) => row[1]?.startsWith('2025-10-'))).toBe(true);
  });

  test.each(LOCALES)('the %s performance report is a one-page PDF', (locale) => {
    const pdf = committed(report(locale)).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  test.each([
    ['en', 'Monthly performance report - October 2025 (sample)', 'en-CH'],
    ['de', 'Monatlicher Performancebericht - Oktober 2025 (Muster)', 'de-CH'],
    ['fr', 'Rapport de performance mensuel - octobre 2025 (exemple)', 'fr-CH'],
    ['it', 'Rapporto mensile sulla performance - ottobre 2025 (esempio)', 'it-CH'],
  ] as const)('the %s report is titled in its language, month from Intl', async (locale, title, language) => {
    const document = await PDFDocument.load(committed(report(locale)), { updateMetadata: false });
    expect(document.getTitle()).toBe(title);
    expect(document.catalog.toString()).toContain(`/Lang (${language})`);
  });
});

describe("the report's words and numbers", () => {
  test.each([
    ['en', "-1'234'567.89"],
    ['de', "-1'234'567.89"],
    ['fr', "-1'234'567,89"],
    ['it', "-1'234'567.89"],
  ] as const)('%s writes numbers the Swiss way, in characters the PDF font has', (locale, written) => {
    expect(swissNumber(locale)(-1234567.891)).toBe(written);
    expect(swissNumber(locale)(15000, 0)).toBe("15'000");
  });

  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'function'
        ? [String(value('USD'))]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];

  test('German is written the Swiss way, without "ß"', () => {
    expect(strings(SAMPLE_TEXTS.de).filter((text) => text.includes('ß'))).toEqual([]);
  });

  test.each(LOCALES.filter((locale) => locale !== 'en'))('%s has its own words, not English ones', (locale) => {
    const english = new Set(strings(SAMPLE_TEXTS.en));
    const same = strings(SAMPLE_TEXTS[locale]).filter((text) => english.has(text) && /[a-z]{4}/.test(text));
    // Words that are the same in both languages: the column of symbols and, in German, "Status".
    expect(same.filter((text) => !['Symbol', 'Status'].includes(text))).toEqual([]);
  });

  test('a text wider than its place fails the generation', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(() => assertFits('Fills', font, 8.5, 52)).not.toThrow();
    expect(() => assertFits('Ausführungen pro Handelsplatz', font, 8.5, 52)).toThrow(/Shorten it/);
  });
});

describe('the files /samples offers in each language', () => {
  const languages = LOCALES.filter((locale) =>
    fs.existsSync(path.resolve(import.meta.dirname, `../content/${locale}/page-data/samples.yaml`)),
  );

  test('English describes its samples', () => {
    expect(languages).toContain('en');
  });

  test.each(languages)('every file the %s page links exists', (locale) => {
    const yaml = fs.readFileSync(
      path.resolve(import.meta.dirname, `../content/${locale}/page-data/samples.yaml`),
      'utf8',
    );
    const files = [...yaml.matchAll(/^\s*(?:-\s*)?file:\s*(\S+)\s*$/gm)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(0);
    const missing = files
      .map((file) => sampleHref(file, locale))
      .filter((href) => !fs.existsSync(path.join(PUBLIC_DIR, href)));
    expect(missing).toEqual([]);
  });
});
