/**
 * What every engine reports when the database cannot store data now (docs/decisions.md §53,
 * §54): the API answers such a failure with 503 and Retry-After, and the write-health tracker
 * (api/src/health/database-writes.ts) hears the outcome of every write.
 */

/** Why the database cannot store now, in words an operator reads in the log and in /api/health. */
export type UnwritableReason =
  | 'database locked'
  | 'disk full'
  | 'read-only file system'
  | 'I/O error'
  /** PostgreSQL: the server cannot be reached, refuses connections or is shutting down. */
  | 'database unreachable'
  /** PostgreSQL: connected to a read-only server (a standby during failover). */
  | 'read-only database'
  /** Other writers kept taking the same rows at the same moment (docs/decisions.md §63). */
  | 'write conflict';

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly reason: UnwritableReason;
  constructor(reason: UnwritableReason, options?: { cause?: unknown }) {
    super(`The database cannot store data now: ${reason}.`, options);
    this.reason = reason;
  }
}

/** Receives the outcome of every write; see api/src/health/database-writes.ts. */
export interface WriteOutcomeListener {
  writeSucceeded(): void;
  writeFailed(reason: UnwritableReason): void;
}
