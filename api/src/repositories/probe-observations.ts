/**
 * The outside probe's observations (docs/decisions.md §266, §275), stored in one transaction:
 * each new one counts as a check of its service (the day's count and, when down, its minutes) and
 * covers the time it speaks for, for its service only. One received more than `PROBE_LATE_AFTER_MS` after it was made
 * counts only when it saw the service down: a late "up" is kept (so a re-post stays a duplicate)
 * but adds no check and no monitored time, so nobody can fill past gaps with good news. An
 * observation already stored, by an earlier post or twice in one batch, is counted once.
 *
 * @example await storeProbeObservations(db, observations, clock.now());
 */
import { PROBE_LATE_AFTER_MS, type ProbeObservation } from '@alpora/shared/schemas/status-probes';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { addToDailyHealth } from './health-checks.ts';
import { coverProbeSpans } from './monitoring-periods.ts';

const keyOf = (o: { service: string; observedAt: string }) => `${o.service} ${o.observedAt}`;

export interface StoredObservations {
  /** Stored now. */
  accepted: number;
  /** Stored before, counted once. */
  duplicates: number;
  /** Of those stored now, late ones that saw the service up and count nothing. */
  late: number;
}

/** Late and not down: kept, but counting no check and no monitored time. */
const countsNothing = (o: ProbeObservation, receivedAt: Date) =>
  o.status !== 'down' && receivedAt.getTime() - Date.parse(o.observedAt) > PROBE_LATE_AFTER_MS;

export function storeProbeObservations(
  db: Kysely<Database>,
  observations: readonly ProbeObservation[],
  receivedAt: Date,
): Promise<StoredObservations> {
  const distinct = [...new Map(observations.map((o) => [keyOf(o), o])).values()];
  if (distinct.length === 0) return Promise.resolve({ accepted: 0, duplicates: 0, late: 0 });
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('status_probe_observations')
      .values(
        distinct.map((o) => ({
          service: o.service,
          observed_at: o.observedAt,
          covers_from: o.coversFrom,
          status: o.status,
          latency_ms: o.latencyMs,
          received_at: receivedAt.toISOString(),
        })),
      )
      .onConflict((oc) => oc.columns(['service', 'observed_at']).doNothing())
      .returning(['service', 'observed_at'])
      .execute();
    const fresh = new Set(inserted.map((row) => keyOf({ service: row.service, observedAt: row.observed_at })));
    const counted = distinct.filter((o) => fresh.has(keyOf(o)) && !countsNothing(o, receivedAt));
    for (const o of counted) {
      const observedAt = new Date(o.observedAt);
      // Latency seen from outside includes the probe's own network: the average response stays the API's own.
      await addToDailyHealth(trx, {
        service: o.service,
        status: o.status,
        latencyMs: null,
        checkedAt: observedAt,
        spanMs: observedAt.getTime() - Date.parse(o.coversFrom),
      });
    }
    // Only what counts covers time; a duplicate's span was covered when it was first stored, if it counted.
    for (const service of new Set(counted.map((o) => o.service))) {
      await coverProbeSpans(
        trx,
        service,
        counted
          .filter((o) => o.service === service)
          .map((o) => ({ from: Date.parse(o.coversFrom), to: Date.parse(o.observedAt) })),
      );
    }
    return {
      accepted: fresh.size,
      duplicates: observations.length - fresh.size,
      late: fresh.size - counted.length,
    };
  });
}

/** When the probe's newest observation inside the window was made, or undefined when none was posted. */
export async function latestProbeObservationSince(db: Kysely<Database>, since: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('status_probe_observations')
    .select((eb) => eb.fn.max('observed_at').as('at'))
    .where('observed_at', '>=', since.toISOString())
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** Deletes observations made before `before`: past the window they only kept a re-post from counting twice. */
export async function pruneProbeObservations(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('status_probe_observations').where('observed_at', '<', before.toISOString()).execute();
}
