/**
 * Which process runs the periodic jobs (health checks, retention purge) when several serve one
 * database (docs/decisions.md §62): each job asks before every run, and only the process that
 * holds the job's lead runs it. On SQLite one process serves the data folder, so it always
 * leads; on PostgreSQL a session-level advisory lock decides (./postgres-leadership.ts).
 *
 * @example if (await leadership.holds('health-checks')) await runChecks();
 */
export interface Leadership {
  /** Whether this process leads `job` now; takes the lead when nobody holds it. */
  holds(job: string): Promise<boolean>;
  /** Gives every lead back (at shutdown), so another process takes over at its next run. */
  close(): Promise<void>;
}

/** The one process of an embedded database leads every job. */
export const soleLeadership: Leadership = {
  holds: async () => true,
  close: async () => {},
};
