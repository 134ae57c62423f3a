import { describe, expect, test } from 'vitest';
import {
  pnlSinceOpen,
  pnlToday,
  portfolioValue,
  positionEquity,
  todaysReferencePrice,
  unrealizedPnl,
} from './valuation.ts';

describe('valuation', () => {
  test.each([
    [{ side: 'long' as const, size: 2, entryPrice: 100 }, 110, 20],
    [{ side: 'long' as const, size: 2, entryPrice: 100 }, 90, -20],
    [{ side: 'short' as const, size: 300, entryPrice: 158.4 }, 150, 2520],
    [{ side: 'short' as const, size: 300, entryPrice: 158.4 }, 160, -480],
  ])('unrealizedPnl(%j, %d) is %d', (position, price, expected) => {
    expect(unrealizedPnl(position, price)).toBe(expected);
  });

  test('P&L since open flips the sign for shorts', () => {
    expect(pnlSinceOpen({ side: 'long', size: 1.5, entryPrice: 1 }, 64_100, 64_000)).toBe(150);
    expect(pnlSinceOpen({ side: 'short', size: 10, entryPrice: 1 }, 99, 100)).toBe(10);
  });

  test('P&L today starts at the entry price for a position opened today, else at the open', () => {
    const asOf = new Date('2026-11-20T09:30:00.000Z');
    const long = { side: 'long' as const, size: 2, entryPrice: 105 };
    const openedToday = { ...long, openedAt: '2026-11-20T08:00:00.000Z' };
    const openedYesterday = { ...long, openedAt: '2026-11-19T23:59:59.000Z' };
    expect(todaysReferencePrice(openedToday, 100, asOf)).toBe(105);
    expect(todaysReferencePrice(openedYesterday, 100, asOf)).toBe(100);
    // Bought at 105 after the day opened at 100: today's P&L at 110 is the 5 it has seen, not 10.
    expect(pnlSinceOpen(long, 110, todaysReferencePrice(openedToday, 100, asOf))).toBe(10);
    expect(pnlSinceOpen(long, 110, todaysReferencePrice(openedYesterday, 100, asOf))).toBe(20);
    const short = { side: 'short' as const, size: 10, entryPrice: 98, openedAt: '2026-11-20T01:00:00.000Z' };
    expect(pnlSinceOpen(short, 99, todaysReferencePrice(short, 100, asOf))).toBe(-10);
  });

  test('a long adds its market value, a short its margin plus P&L', () => {
    expect(positionEquity({ side: 'long', size: 2, entryPrice: 100 }, 120)).toBe(240);
    expect(positionEquity({ side: 'short', size: 2, entryPrice: 100 }, 120)).toBe(160);
    const positions = [
      { side: 'long' as const, size: 2, entryPrice: 100 },
      { side: 'short' as const, size: 2, entryPrice: 100 },
    ];
    expect(portfolioValue(1000, positions, () => 120)).toBe(1400);
  });

  test('P&L today percent is relative to the value at the open', () => {
    expect(pnlToday(10_500, [300, 200])).toEqual({ amount: 500, percent: 5 });
    expect(pnlToday(0, [])).toEqual({ amount: 0, percent: 0 });
  });
});
