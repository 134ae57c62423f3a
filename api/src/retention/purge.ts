/**
 * Deletes what the data map no longer allows us to keep (content/data-map.yaml,
 * docs/privacy.md#retention). Every kind the map says the purge enforces (`enforcedBy: purge`)
 * has one purger (./purgers.ts), which gets the cutoff the kind's period sets on this run's
 * clock: change a period in the map and the purge, the privacy policy and the record of
 * processing change together (docs/decisions.md §201). Before it deletes anything, the purge
 * checks that the map and the purgers match, kind for kind and in the shape of each period, so a
 * kind nobody deletes, or a period read as something else, stops it with the kind named.
 *
 * Leads go 24 months after their last activity unless they became clients, with their mails
 * and bookings (§200); a row with a mail still on its way waits for a later run (§82). The server
 * runs the purge at start and hourly; when several processes share the database, only the one
 * that leads 'retention-purge' does (docs/decisions.md §62).
 *
 * @example const purge = startRetentionPurge(deps); await purge.stop();
 */
import { type DataMap, retentionCutoff } from '@alpora/shared/data-map';
import type { Kysely } from 'kysely';
import type { AppDeps } from '#api/app-deps.ts';
import { type Leadership, soleLeadership } from '#api/db/leadership.ts';
import type { Database } from '#api/db/schema.ts';
import { dataMap } from '#api/privacy/data-map-file.ts';
import { PURGERS, type PurgeCounts, type PurgeWindow } from './purgers.ts';

export const PURGE_INTERVAL_MS = 60 * 60_000;
/** The job's name for leadership. */
export const RETENTION_PURGE_JOB = 'retention-purge';

/** Rows deleted per kind id of the data map: `{ analytics: { events: 3 }, 'lead-contact': { leads: 1, … } }`. */
export type PurgeResult = Record<string, PurgeCounts>;

/**
 * What keeps `map` and the purgers from matching: a purge kind without a purger, a purger
 * without a purge kind, or a period where the purger expects an end (or the reverse).
 */
export function purgerMismatches(map: DataMap): string[] {
  const problems: string[] = [];
  const purged = map.kinds.filter((kind) => kind.enforcedBy === 'purge');
  for (const kind of purged) {
    const purger = PURGERS[kind.id];
    if (!purger) {
      problems.push(`"${kind.id}" is enforced by the purge, but no purger deletes it.`);
      continue;
    }
    const shape = 'until' in kind.retention ? 'until' : 'period';
    if (shape !== purger.retention)
      problems.push(
        `"${kind.id}" is kept ${shape === 'until' ? 'until something ends' : 'for a period'}, but its purger expects ${purger.retention === 'until' ? 'an end' : 'a period'}.`,
      );
  }
  for (const id of Object.keys(PURGERS)) {
    if (!purged.some((kind) => kind.id === id))
      problems.push(`A purger deletes "${id}", which the data map does not give to the purge.`);
  }
  return problems;
}

/** The cutoff of each kind on this run's clock, read from the map. */
function windowOf(map: DataMap, now: Date): PurgeWindow {
  return {
    now,
    cutoffOf(id) {
      const kind = map.kinds.find((candidate) => candidate.id === id);
      const cutoff = kind && retentionCutoff(kind.retention, now);
      if (!cutoff) throw new Error(`The data map gives "${id}" no period, but its purge needs one.`);
      return cutoff;
    },
  };
}

/** Deletes every purge kind's expired rows; answers how many of each went, by kind id. */
export async function purgeExpiredData(
  db: Kysely<Database>,
  now: Date,
  map: DataMap = dataMap(),
): Promise<PurgeResult> {
  const problems = purgerMismatches(map);
  if (problems.length > 0)
    throw new Error(`The retention purge does not match the data map:\n  ${problems.join('\n  ')}`);
  const window = windowOf(map, now);
  const result: PurgeResult = {};
  for (const kind of map.kinds) {
    const purger = PURGERS[kind.id];
    if (kind.enforcedBy !== 'purge' || !purger) continue;
    result[kind.id] =
      purger.retention === 'until'
        ? await purger.purge(db, now)
        : await purger.purge(db, window.cutoffOf(kind.id), window);
  }
  return result;
}

/** The kinds of which a purge deleted something, for the log line. */
function deletedKinds(result: PurgeResult): PurgeResult {
  return Object.fromEntries(
    Object.entries(result).filter(([, counts]) => Object.values(counts).some((count) => count > 0)),
  );
}

/** Purges now and then every hour; the timer never keeps the process alive. `map` is the data map's file unless given. */
export function startRetentionPurge({
  db,
  clock,
  logger,
  leadership = soleLeadership,
  map,
}: Pick<AppDeps, 'db' | 'clock' | 'logger'> & { leadership?: Leadership; map?: DataMap }): {
  /** Stops the timer and waits for a purge in progress, so the database can close after it. */
  stop(): Promise<void>;
} {
  const purgeIfLeading = async () => {
    try {
      if (!(await leadership.holds(RETENTION_PURGE_JOB))) return;
      const deleted = deletedKinds(await purgeExpiredData(db, clock.now(), map));
      if (Object.keys(deleted).length > 0) logger.info('retention purge', deleted);
    } catch (error) {
      logger.error('retention purge failed', { error: String(error) });
    }
  };
  // One purge at a time: a run that starts while another is going waits for it.
  let running = purgeIfLeading();
  const timer = setInterval(() => {
    running = running.then(purgeIfLeading);
  }, PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
