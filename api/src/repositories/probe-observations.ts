/**
 * The outside probe's observations (docs/decisions.md §266), stored in one transaction: each new
 * one counts as a check of its service (the day's count and, when down, its minutes) and covers
 * the time it speaks for. An observation already stored, by an earlier post of the same backlog
 * or twice in one batch, is counted once.
 *
 * @example await storeProbeObservations(db, batch.observations, clock.now());
 */
import type { ProbeBatchAnswer, ProbeObservation } from '@alpora/shared/schemas/status-probes';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { addToDailyHealth } from './health-checks.ts';
import { coverProbeSpans } from './monitoring-periods.ts';

const keyOf = (o: { service: string; observedAt: string }) => `${o.service} ${o.observedAt}`;

export function storeProbeObservations(
  db: Kysely<Database>,
  observations: readonly ProbeObservation[],
  receivedAt: Date,
): Promise<ProbeBatchAnswer> {
  const distinct = [...new Map(observations.map((o) => [keyOf(o), o])).values()];
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
    for (const o of distinct) {
      if (!fresh.has(keyOf(o))) continue;
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
    await coverProbeSpans(
      trx,
      distinct.map((o) => ({ from: Date.parse(o.coversFrom), to: Date.parse(o.observedAt) })),
    );
    return { accepted: fresh.size, duplicates: observations.length - fresh.size };
  });
}
