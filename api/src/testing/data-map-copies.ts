/**
 * Copies of the data map for tests of the retention purge: the real map with one kind's period
 * or enforcer changed, so a test shows that the purge follows the map rather than a constant.
 *
 * @example await purgeExpiredData(db, now, mapWith('analytics', { retention: { months: 3, after: 'the event' } }));
 */
import { type DataKind, type DataMap, kindOf, retentionCutoff } from '@alpora/shared/data-map';
import { dataMap } from '#api/privacy/data-map-file.ts';

/** The map with kind `id`'s fields replaced by `change`; the map itself is left as it is. */
export function mapWith(id: string, change: Partial<DataKind>, map: DataMap = dataMap()): DataMap {
  kindOf(map, id);
  return { ...map, kinds: map.kinds.map((kind) => (kind.id === id ? { ...kind, ...change } : kind)) };
}

/** The moment before which kind `id` is past the period the map gives it. */
export function cutoffOf(id: string, now: Date, map: DataMap = dataMap()): Date {
  const cutoff = retentionCutoff(kindOf(map, id).retention, now);
  if (!cutoff) throw new Error(`The data map gives "${id}" no period.`);
  return cutoff;
}

/** `ms` milliseconds before and after `at`: just past a period, and just inside it. */
export function around(at: Date, ms = 1000): { past: Date; inside: Date } {
  return { past: new Date(at.getTime() - ms), inside: new Date(at.getTime() + ms) };
}
