/** The outcome lists the confirm page and the back office show (docs/privacy.md#requests). */
import { describe, expect, test } from 'vitest';
import { downloadName, foundLines } from './privacy-outcome.ts';

const NAMES = { 'lead-contact': 'Contact enquiries', 'subscriptions-confirmed': 'Subscriptions', accounts: 'Accounts' };

describe('foundLines', () => {
  test('lists only the kinds with records, in the data map order', () => {
    expect(foundLines({ accounts: 1, 'subscriptions-confirmed': 0, 'lead-contact': 3 }, NAMES)).toEqual([
      { id: 'lead-contact', name: 'Contact enquiries', records: 3 },
      { id: 'accounts', name: 'Accounts', records: 1 },
    ]);
  });

  test('keeps a kind the names do not know, last and under its id', () => {
    expect(foundLines({ 'new-kind': 2, accounts: 1 }, NAMES)).toEqual([
      { id: 'accounts', name: 'Accounts', records: 1 },
      { id: 'new-kind', name: 'new-kind', records: 2 },
    ]);
  });

  test('finds nothing when every kind is empty', () => {
    expect(foundLines({ accounts: 0 }, NAMES)).toEqual([]);
  });
});

describe('downloadName', () => {
  test.each([
    ['attachment; filename="alpora-privacy-2026-11-24.json"', 'alpora-privacy-2026-11-24.json'],
    ['attachment', 'fallback.csv'],
    [null, 'fallback.csv'],
    ['attachment; filename="../etc/passwd"', 'fallback.csv'],
  ])('reads %j as %j', (disposition, name) => {
    expect(downloadName(disposition, 'fallback.csv')).toBe(name);
  });
});
