import { describe, expect, test } from 'vitest';
import {
  availability,
  availabilityStrip,
  currentStatus,
  type DayCounts,
  dayStatus,
  freshnessStatus,
  normalizeStatus,
  overallStatus,
  probeStatus,
  uptimeOver,
} from './status.ts';

const now = new Date('2026-11-20T09:30:00.000Z');
const day = (date: string, operational: number, degraded = 0, down = 0): DayCounts => ({
  date,
  operational,
  degraded,
  down,
});

describe('banner rule', () => {
  test.each([
    [['operational', 'operational', 'operational'], 'operational'],
    [['operational', 'degraded', 'operational'], 'degraded'],
    [['operational', 'down', 'degraded'], 'disruption'],
    [['down'], 'disruption'],
    [['operational', 'unknown'], 'degraded'],
    [['operational', 'maintenance'], 'degraded'],
    // Nothing monitored confirms nothing: never All Systems Operational.
    [[], 'degraded'],
  ])('%j gives %s', (statuses, expected) => {
    expect(overallStatus(statuses)).toBe(expected);
  });
});

describe('status values', () => {
  test.each([
    ['operational', 'operational'],
    ['degraded', 'degraded'],
    ['down', 'down'],
    ['Operational', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [42, 'unknown'],
  ])('%j is shown as %s', (value, expected) => {
    expect(normalizeStatus(value)).toBe(expected);
  });
});

describe('probe verdict', () => {
  test.each([
    [true, 12, 'operational'],
    [true, 1000, 'operational'],
    [true, 1001, 'degraded'],
    [false, 3, 'down'],
  ] as const)('ok=%s in %i ms is %s (slow above 1000 ms)', (ok, latency, expected) => {
    expect(probeStatus(ok, latency, 1000)).toBe(expected);
  });
});

describe('market feed freshness', () => {
  const thresholds = { staleMs: 60_000, downMs: 600_000 };
  test.each([
    [0, 'operational'],
    [60_000, 'operational'],
    [60_001, 'degraded'],
    [600_000, 'degraded'],
    [600_001, 'down'],
  ])('a price %i ms old is %s', (age, expected) => {
    expect(freshnessStatus(new Date(now.getTime() - age), now, thresholds)).toBe(expected);
  });

  test('a feed that never produced a price is down', () => {
    expect(freshnessStatus(null, now, thresholds)).toBe('down');
  });
});

describe('current status from the last check', () => {
  test.each([
    [null, 'unknown'],
    [{ status: 'degraded', checkedAt: '2026-11-20T09:29:00.000Z' }, 'degraded'],
    [{ status: 'operational', checkedAt: '2026-11-20T09:27:00.000Z' }, 'operational'],
    [{ status: 'operational', checkedAt: '2026-11-20T09:26:59.999Z' }, 'unknown'],
    [{ status: 'sideways', checkedAt: '2026-11-20T09:29:00.000Z' }, 'unknown'],
  ])('%j is %s when checks older than 3 min are stale', (last, expected) => {
    expect(currentStatus(last, now, 180_000)).toBe(expected);
  });
});

describe('daily arithmetic', () => {
  test.each([
    [undefined, 'no_data'],
    [day('2026-11-20', 0), 'no_data'],
    [day('2026-11-20', 1440), 'operational'],
    [day('2026-11-20', 1400, 40), 'degraded'],
    [day('2026-11-20', 1400, 39, 1), 'down'],
  ])('%j is a day %s', (counts, expected) => {
    expect(dayStatus(counts)).toBe(expected);
  });

  test.each([
    [[], null],
    [[day('2026-11-20', 0)], null],
    [[day('2026-11-20', 3, 1)], 100],
    [[day('2026-11-19', 1, 0, 1), day('2026-11-20', 2)], 75],
    [[day('2026-11-20', 9999, 0, 1)], 99.99],
    [[day('2026-11-20', 99_996, 0, 4)], 99.99],
    [[day('2026-11-20', 2, 0, 1)], 66.66],
  ])('availability of %j is %s', (counts, expected) => {
    expect(availability(counts)).toBe(expected);
  });
});

describe('30-day strip and uptime', () => {
  test('days without checks are no data, the rest are computed, oldest first', () => {
    const strip = availabilityStrip(
      [day('2026-11-20', 10), day('2026-11-18', 9, 0, 1), day('2026-11-18', 5, 5), day('2026-10-01', 3)],
      now,
    );
    expect(strip).toHaveLength(30);
    expect(strip[0]).toEqual({ date: '2026-10-22', status: 'no_data', availability: null, checks: 0 });
    expect(strip.slice(-3)).toEqual([
      { date: '2026-11-18', status: 'down', availability: 95, checks: 20 },
      { date: '2026-11-19', status: 'no_data', availability: null, checks: 0 },
      { date: '2026-11-20', status: 'operational', availability: 100, checks: 10 },
    ]);
    expect(strip.filter((entry) => entry.status === 'no_data')).toHaveLength(28);
  });

  test('with no history at all every day is no data and uptime is unknown', () => {
    const strip = availabilityStrip([], now);
    expect(new Set(strip.map((entry) => entry.status))).toEqual(new Set(['no_data']));
    expect(uptimeOver([], now)).toBeNull();
  });

  test('uptime counts only the days of the window', () => {
    const counts = [day('2026-10-21', 0, 0, 50), day('2026-10-22', 9, 0, 1), day('2026-11-20', 10)];
    expect(uptimeOver(counts, now)).toBe(95);
    expect(uptimeOver(counts, now, 1)).toBe(100);
  });
});
