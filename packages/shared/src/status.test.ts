import { describe, expect, test } from 'vitest';
import {
  availabilityStrip,
  currentStatus,
  type DayCounts,
  dayStatus,
  freshnessStatus,
  normalizeStatus,
  overallStatus,
  probeStatus,
  type ServiceDay,
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
});

const HOUR = 3_600_000;
/** A service's day checked for `monitoredHours`, seen down for `downMinutes`. */
const timed = (date: string, monitoredHours: number, downMinutes = 0, down = downMinutes > 0 ? 1 : 0): ServiceDay => ({
  ...day(date, 10, 0, down),
  monitoredMs: monitoredHours * HOUR,
  downMs: downMinutes * 60_000,
});
const span = (from: string, to: string) => ({ from: Date.parse(from), to: Date.parse(to) });

describe('30-day strip and uptime by time', () => {
  test('a day takes its colour from the checks, its availability from time, and lists the time nobody checked', () => {
    const strip = availabilityStrip(
      [timed('2026-11-18', 24, 36), timed('2026-11-20', 9.5)],
      {
        api: [
          span('2026-11-18T00:00:00.000Z', '2026-11-19T14:02:00.000Z'),
          span('2026-11-19T14:05:00.000Z', '2026-11-20T09:30:00.000Z'),
        ],
      },
      now,
    );
    expect(strip).toHaveLength(30);
    expect(strip[0]).toEqual({
      date: '2026-10-22',
      status: 'no_data',
      availability: null,
      checks: 0,
      coverage: 0,
      unmonitored: [{ from: '2026-10-22T00:00:00.000Z', to: '2026-10-23T00:00:00.000Z', services: ['api'] }],
    });
    expect(strip.slice(-3)).toEqual([
      { date: '2026-11-18', status: 'down', availability: 97.5, checks: 11, coverage: 100, unmonitored: [] },
      {
        date: '2026-11-19',
        status: 'no_data',
        availability: null,
        checks: 0,
        coverage: 99.79,
        unmonitored: [{ from: '2026-11-19T14:02:00.000Z', to: '2026-11-19T14:05:00.000Z', services: ['api'] }],
      },
      { date: '2026-11-20', status: 'operational', availability: 100, checks: 10, coverage: 100, unmonitored: [] },
    ]);
  });

  test('while one service is unwatched the day lists the gap naming it, and its coverage counts each service alike', () => {
    const watched = span('2026-11-20T00:00:00.000Z', '2026-11-20T09:30:00.000Z');
    const strip = availabilityStrip(
      [],
      {
        api: [watched],
        market: [span('2026-11-20T00:00:00.000Z', '2026-11-20T03:00:00.000Z')],
        app: [watched],
      },
      now,
    );
    const today = strip.at(-1);
    expect(today?.unmonitored).toEqual([
      { from: '2026-11-20T03:00:00.000Z', to: '2026-11-20T09:30:00.000Z', services: ['market'] },
    ]);
    // (9.5 h + 3 h + 9.5 h) over 3 × 9.5 h.
    expect(today?.coverage).toBe(77.19);
  });

  test('with no history at all every day is no data, wholly unmonitored, and uptime is unknown', () => {
    const strip = availabilityStrip([], { api: [] }, now);
    expect(new Set(strip.map((entry) => entry.status))).toEqual(new Set(['no_data']));
    expect(strip.every((entry) => entry.coverage === 0)).toBe(true);
    expect(uptimeOver([], now)).toBeNull();
  });

  test('uptime is time judged up over time monitored, counting only the days of the window', () => {
    const days = [timed('2026-10-21', 24, 600), timed('2026-10-22', 10, 60), timed('2026-11-20', 10)];
    expect(uptimeOver(days, now)).toBe(95);
    expect(uptimeOver(days, now, 1)).toBe(100);
  });

  test('a minute seen down where nobody else was checking still counts, never raising the uptime', () => {
    expect(uptimeOver([timed('2026-11-20', 0, 2)], now)).toBe(0);
  });
});
