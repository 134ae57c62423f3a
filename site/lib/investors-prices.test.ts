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

/** "5'085", "30'000", "2,500" as numbers. */
const amount = (text: string) => Number(text.replace(/[',]/g, ''));

function priceList(): Set<number> {
  const monthly = [...pricing.matchAll(/monthly: (\d+)/g)].map((match) => Number(match[1]));
  const setup = [...pricing.matchAll(/Setup CHF ([\d']+) to ([\d']+)/g)].flatMap((match) => [
    amount(match[1] ?? ''),
    amount(match[2] ?? ''),
  ]);
  return new Set([...monthly, ...monthly.map((fee) => 12 * fee), ...monthly.map(annualPrice), ...setup]);
}

/** Every amount after "CHF", ranges included ("CHF 5'085-30'000+", "CHF 5'000 to 20'000"). */
function chfAmounts(text: string): number[] {
  return [...text.matchAll(/CHF ([\d',]+)(?:(?:-| to )([\d',]+))?/g)].flatMap((match) =>
    [match[1], match[2]].filter((part): part is string => Boolean(part)).map(amount),
  );
}

test('every CHF amount on /investors is on the price list', () => {
  const allowed = priceList();
  const stated = chfAmounts(investors);
  expect(stated.length).toBeGreaterThan(3);
  expect(stated.filter((value) => !allowed.has(value))).toEqual([]);
});

test('an amount off the price list is caught', () => {
  expect(chfAmounts("value: CHF 24'000-600'000").filter((value) => !priceList().has(value))).toEqual([24_000, 600_000]);
});

test('no fee or contract value on /investors is quoted in dollars; only the target AUM is', () => {
  const figures = [...investors.matchAll(/- value: (.+)\n\s+label: (.+)/g)].map(([, value, label]) => ({
    value,
    label,
  }));
  expect(figures.length).toBeGreaterThan(3);
  expect(figures.filter((figure) => figure.value?.includes('$') && !figure.label?.includes('AUM'))).toEqual([]);
});
