/**
 * How one day of the strip is drawn (docs/decisions.md §264, §265): a day with checks keeps its
 * status colour whatever its coverage, with hatching over the time nobody was checking, so a day
 * with an outage stays red even when part or all of its time was unwatched (days stored before
 * the coverage record, a crash loop). Only a day without a single check is the grey "no data".
 *
 * @example dayBar({ status: 'down', checks: 3, coverage: 0, unmonitored: [...] }) // { fill: 'down', hatch: 'over' }
 */
import type { DayStatus, StatusDay } from '@alpora/shared/schemas/status';

export interface DayBar {
  /** The colour: the day's status, or 'unwatched' for a day nobody checked at all. */
  fill: DayStatus | 'unwatched';
  /** Hatching: none, a hatched top over part of a day, or over the whole bar. */
  hatch: 'none' | 'top' | 'over';
}

export function dayBar(day: Pick<StatusDay, 'status' | 'checks' | 'coverage' | 'unmonitored'>): DayBar {
  if (day.unmonitored.length === 0) return { fill: day.status, hatch: 'none' };
  if (day.coverage !== 0) return { fill: day.status, hatch: 'top' };
  return day.checks > 0 ? { fill: day.status, hatch: 'over' } : { fill: 'unwatched', hatch: 'over' };
}
