/**
 * The investors page states contract values in the CHF of the price list
 * (content/en/home/pricing.yaml): every CHF amount on it is a plan or add-on fee, a plan's year
 * at the monthly or the prepaid rate, or the Enterprise setup, and no fee is quoted in dollars.
 * Read as text, as an editor writes the files.
 */
import { readFileSync } from 'node:fs';
import { annualPrice } from '@alpora/shared/pricing';
import { expect, test } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../content/en/${file}`, import.meta.url), 'utf8');
const pricing = read('home/pricing.yaml');
const investors = read('page-data/investors.yaml');

/** "5'085", "5’085", "30'000", "2,500" as numbers. */
const amount = (text: string) => Number(text.replace(/['’,\s]/g, ''));

/** A number as the content may group it: "5'000", "5’000", "5,000" or "5000". */
const NUMBER = String.raw`\d{1,3}(?:['’,]\d{3})+|\d+`;
const RANGE = `(${NUMBER})(?:\\s*(?:-|–|to)\\s*(${NUMBER}))?`;

function priceList(): Set<number> {
  const monthly = [...pricing.matchAll(/monthly: (\d+)/g)].map((match) => Number(match[1]));
  const setup = [...pricing.matchAll(/Setup CHF ([\d']+) to ([\d']+)/g)].flatMap((match) => [
    amount(match[1] ?? ''),
    amount(match[2] ?? ''),
  ]);
  return new Set([...monthly, ...monthly.map((fee) => 12 * fee), ...monthly.map(annualPrice), ...setup]);
}

/**
 * Every amount in CHF, before or after the currency, spaced or not, ranges included
 * ("CHF 5'085-30'000+", "CHF5'000", "5’000 CHF", "CHF 5'000 to 20'000").
 */
function chfAmounts(text: string): number[] {
  const before = new RegExp(`CHF\\s*${RANGE}`, 'g');
  const after = new RegExp(`${RANGE}\\s*CHF`, 'g');
  return [...text.matchAll(before), ...text.matchAll(after)].flatMap((match) =>
    [match[1], match[2]].filter((part): part is string => Boolean(part)).map(amount),
  );
}

/** The dollar amounts of a text, in prose or in a figure: "$50M", "USD 2,000", "2,000 USD". */
function dollarAmounts(text: string): string[] {
  return [...text.matchAll(/(?:\$|\bUSD\s*)\s*[\d.,'’]+[kMB]?|[\d.,'’]+[kMB]?\s*(?:USD|dollars)\b/g)].map(([written]) =>
    written.trim(),
  );
}

test('every CHF amount on /investors is on the price list', () => {
  const allowed = priceList();
  const stated = chfAmounts(investors);
  expect(stated.length).toBeGreaterThan(3);
  expect(stated.filter((value) => !allowed.has(value))).toEqual([]);
});

test('an amount off the price list is caught, however it is written', () => {
  const offList = (text: string) => chfAmounts(text).filter((value) => !priceList().has(value));
  expect(offList("value: CHF 24'000-600'000")).toEqual([24_000, 600_000]);
  expect(offList("A licence of CHF5'100 a month.")).toEqual([5_100]);
  expect(offList("A licence of 5'100 CHF a month.")).toEqual([5_100]);
  expect(offList('A licence of CHF 5’100 a month.')).toEqual([5_100]);
  expect(offList('A setup of CHF 7,500 – 9,000.')).toEqual([7_500, 9_000]);
});

test('no fee or contract value on /investors is quoted in dollars, in a figure or in prose; only the target AUM is', () => {
  const figures = [...investors.matchAll(/- value: (.+)\n\s+label: (.+)/g)].map(([, value, label]) => ({
    value,
    label,
  }));
  expect(figures.length).toBeGreaterThan(3);
  const aum = figures
    .filter((figure) => figure.label?.includes('AUM'))
    .flatMap((figure) => dollarAmounts(figure.value ?? ''));
  expect(aum.length).toBeGreaterThan(0);
  expect(dollarAmounts(investors).filter((written) => !aum.includes(written))).toEqual([]);
});

test('a dollar amount in prose is caught', () => {
  expect(dollarAmounts('Clients pay from $499 a month, or 2,000 USD for the setup.')).toEqual(['$499', '2,000 USD']);
});
