/**
 * Whether the database can store data now (docs/decisions.md §54). Two sources, both cheap:
 * the outcome of every real write (the driver reports SQLITE_FULL, read-only, I/O errors and
 * writes that waited past the bound), and a probe run by /api/health at most once a second:
 * free space and write access of the data folder (statfs, access) and one attempt to take the
 * write lock without waiting. A lock counts only once it has been held past the write bound;
 * a failed write counts until a write succeeds again. Every change of state is announced once.
 *
 * @example const writes = databaseWrites(db); const state = await writes.check(); state.writable
 */
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import type { UnwritableReason, WriteOutcomeListener } from '#api/db/database-unavailable.ts';

/** Less free space than this on the data folder's file system is a full disk. */
export const MIN_FREE_BYTES = 1024 * 1024;
/** The probe's result is reused this long, so a flood of health requests costs nothing. */
const PROBE_EVERY_MS = 1000;

export interface WriteState {
  writable: boolean;
  reason: UnwritableReason | null;
}

interface Options {
  /** Folder of the database file; undefined for an in-memory database (no file system to check). */
  dataDir: string | undefined;
  writeTimeoutMs: number;
  /** Tries the write lock once without waiting: false when another process holds it. */
  driver: { tryWriteLock(): Promise<boolean> };
  /**
   * A database server's own answer (PostgreSQL): why it cannot store now, or null when it can.
   * A null answer also clears the failure of the last real write, since the server is back.
   */
  server?: () => Promise<UnwritableReason | null>;
  now?: () => number;
  statfs?: (dir: string) => Promise<{ bavail: number; bsize: number }>;
  access?: (dir: string) => Promise<void>;
}

export class DatabaseWrites implements WriteOutcomeListener {
  readonly #options: Options;
  readonly #now: () => number;
  readonly #listeners = new Set<(state: WriteState) => void>();
  /** The last real write failed for this reason (until one succeeds). */
  #failed: UnwritableReason | null = null;
  /** What the last probe found: the file system, or the database server's own answer. */
  #probed: UnwritableReason | null = null;
  /** Since when the probe has found the write lock taken, without a break. */
  #lockedSince: number | null = null;
  #lastProbe = Number.NEGATIVE_INFINITY;
  #probing: Promise<void> | undefined;
  #announced: WriteState = { writable: true, reason: null };

  constructor(options: Options) {
    this.#options = options;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Called with the new state whenever writability changes. */
  onChange(listener: (state: WriteState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  writeSucceeded(): void {
    if (this.#failed === null && this.#lockedSince === null) return;
    this.#failed = null;
    this.#lockedSince = null;
    this.#announce();
  }

  writeFailed(reason: UnwritableReason): void {
    this.#failed = reason;
    this.#announce();
  }

  /** The state as known now, without probing. */
  get state(): WriteState {
    const reason =
      this.#probed ??
      this.#failed ??
      (this.#lockedSince !== null && this.#now() - this.#lockedSince >= this.#options.writeTimeoutMs
        ? 'database locked'
        : null);
    return { writable: reason === null, reason };
  }

  /** Probes (at most once a second) and answers the state. */
  async check(): Promise<WriteState> {
    if (this.#now() - this.#lastProbe >= PROBE_EVERY_MS) {
      this.#probing ??= this.#probe().finally(() => {
        this.#probing = undefined;
      });
      await this.#probing;
    }
    this.#announce();
    return this.state;
  }

  async #probe(): Promise<void> {
    this.#lastProbe = this.#now();
    const { dataDir } = this.#options;
    this.#probed = dataDir === undefined ? null : await this.#probeFileSystem(dataDir);
    if (this.#options.server) {
      this.#probed = await this.#options.server();
      if (this.#probed === null) this.#failed = null;
    }
    let free = false;
    try {
      free = await this.#options.driver.tryWriteLock();
    } catch {
      // Anything but a lock (an I/O error) shows in the real writes.
      free = true;
    }
    if (free) {
      this.#lockedSince = null;
      if (this.#failed === 'database locked') this.#failed = null;
    } else {
      this.#lockedSince ??= this.#now();
    }
  }

  async #probeFileSystem(dataDir: string): Promise<UnwritableReason | null> {
    const access = this.#options.access ?? ((dir: string) => fs.promises.access(dir, fs.constants.W_OK));
    const statfs = this.#options.statfs ?? ((dir: string) => fs.promises.statfs(dir));
    try {
      await access(dataDir);
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'EROFS' ? 'read-only file system' : 'I/O error';
    }
    try {
      const { bavail, bsize } = await statfs(dataDir);
      return bavail * bsize < MIN_FREE_BYTES ? 'disk full' : null;
    } catch {
      return 'I/O error';
    }
  }

  #announce(): void {
    const state = this.state;
    if (state.writable === this.#announced.writable && state.reason === this.#announced.reason) return;
    this.#announced = state;
    for (const listener of this.#listeners) listener(state);
  }
}

const registry = new WeakMap<Kysely<never>, DatabaseWrites>();

/** Associates a database with its tracker (done by openDatabase). */
export function registerDatabaseWrites<DB>(db: Kysely<DB>, writes: DatabaseWrites): void {
  registry.set(db as unknown as Kysely<never>, writes);
}

/**
 * The write-health tracker of a database opened by openDatabase; another one (the OpenAPI
 * document's stand-in) gets a tracker that only ever hears of its writes.
 */
export function databaseWrites<DB>(db: Kysely<DB>): DatabaseWrites {
  const key = db as unknown as Kysely<never>;
  let writes = registry.get(key);
  if (!writes) {
    writes = new DatabaseWrites({ dataDir: undefined, writeTimeoutMs: 0, driver: { tryWriteLock: async () => true } });
    registry.set(key, writes);
  }
  return writes;
}
