import { describe, expect, test } from 'vitest';
import { findFigures } from './figures.ts';

const normals = (text: string) => findFigures(text).map((figure) => figure.normal);

describe('findFigures', () => {
  test.each([
    ['a percentage, with or without a space', 'SLA 99.9 % and 99.9% monthly', ['99.9%', '99.9%']],
    [
      'durations in words and short',
      'answers in 100 ms, 1 s, 20 minutes or 24 hours',
      ['100 ms', '1 s', '20 min', '24 h'],
    ],
    ['a duration joined by a hyphen', 'a 24-month term and a 20-min demo', ['24 month', '20 min']],
    [
      'ranges with a hyphen, an en dash or "to"',
      '2-4 weeks, 2–4 hours, 0.25 % to 0.50 %',
      ['2-4 week', '2-4 h', '0.25%', '0.50%'],
    ],
    ['qualifiers', 'under 100 ms, < 1 s, within 48 hours, up to 10 seats', ['<100 ms', '<1 s', '≤48 h', '≤10 seat']],
    ['a count with "+" and words between count and noun', '120+ centralised and decentralised venues', ['≥120 venue']],
    ['thousands separators', "2,000 calls, 40'000 users, 40’000 clients", ['2000 call', '40000 user', '40000 client']],
    ['counts in words next to their noun', 'five design partners and twelve weeks', ['5 partner', '12 week']],
    ['a business day', 'we answer within one business day', ['≤1 business day']],
  ])('reads %s', (_name, text, expected) => {
    expect(normals(text)).toEqual(expected);
  });

  test.each([
    ['money', "CHF 49 per seat, CHF 5'000 to 20'000, USD 50M"],
    ['years and dates', 'the 2025 design partners, 23 July 2026, Q3 2026'],
    ['versions and HTTP codes', 'version 1.2, answers 429 and 2xx'],
    ['CSS sizes', 'width 390 px, 1.5rem, 72ch'],
    ['counts of nouns that are not claims', 'a 6-digit code of 12 characters'],
    ['"one" as plain English', 'one client, one that routes orders, someone'],
    ['words ending like a unit', 'the ones we keep, AES-256'],
  ])('leaves out %s', (_name, text) => {
    expect(normals(text)).toEqual([]);
  });

  test('keeps the figure as written for the message', () => {
    expect(findFigures('Book a 20-min demo').map((figure) => figure.written)).toEqual(['20-min']);
  });
});
