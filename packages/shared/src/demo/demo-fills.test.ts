import { describe, expect, test } from 'vitest';
import { demoFills } from './demo-fills.ts';
import { DEMO_SYMBOLS } from './demo-markets.ts';
import { DEMO_ORDERS, DEMO_POSITIONS } from './demo-portfolio.ts';

describe('demo data', () => {
  test('a month of fills is the same on every run, on weekdays of that month only', () => {
    const month = new Date('2025-10-01T00:00:00.000Z');
    const fills = demoFills(month);
    expect(demoFills(month)).toEqual(fills);
    expect(fills.length).toBeGreaterThan(40);
    for (const fill of fills) {
      expect(fill.executedAt.startsWith('2025-10')).toBe(true);
      expect([0, 6]).not.toContain(new Date(fill.executedAt).getUTCDay());
      expect(fill.notional).toBeCloseTo(fill.size * fill.price, 1);
      expect(fill.decisionToAckMs).toBeLessThan(1000);
    }
    expect(new Set(fills.map((f) => f.id)).size).toBe(fills.length);
  });

  test('positions and orders only use quoted symbols; three orders are pending', () => {
    for (const row of [...DEMO_POSITIONS, ...DEMO_ORDERS]) expect(DEMO_SYMBOLS).toContain(row.symbol);
    expect(DEMO_ORDERS.filter((o) => o.status === 'pending')).toHaveLength(3);
  });
});
