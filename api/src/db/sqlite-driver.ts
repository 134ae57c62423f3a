/**
 * The Kysely driver over better-sqlite3 that never waits for a lock on the event loop
 * (docs/decisions.md §53). The connection's busy timeout is 0, so a statement that meets
 * another process's write lock fails at once with SQLITE_BUSY; the driver then lets go of the
 * connection, waits with a growing pause (a timer, not a busy-wait), and tries again until
 * the write bound. Reads and pages go on meanwhile: WAL readers are not blocked by a writer.
 *
 * Every transaction takes the write lock up front (`BEGIN IMMEDIATE`), so a transaction never
 * fails half-way while upgrading from reader to writer. A rollback is issued only when SQLite
 * still has a transaction open (after SQLITE_FULL it has already rolled back itself).
 *
 * Failures that mean "cannot store now" (locked past the bound, disk full, read-only file
 * system, I/O error) are thrown as DatabaseUnavailableError, which the API answers with 503 and
 * Retry-After; each write's outcome is reported to the write-health tracker.
 */
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { DatabaseUnavailableError, type UnwritableReason, type WriteOutcomeListener } from './database-unavailable.ts';

function sqliteCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

export function isBusy(error: unknown): boolean {
  const code = sqliteCode(error);
  return code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED');
}

/** The reason behind an error that means the database cannot store anything now, if it is one. */
export function unwritableReason(error: unknown): UnwritableReason | undefined {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  const code = sqliteCode(error);
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'disk full';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return 'read-only file system';
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) return 'I/O error';
  if (isBusy(error)) return 'database locked';
  return undefined;
}

/** A first-come, first-served lock over the one connection. */
class Mutex {
  #locked = false;
  #waiting: (() => void)[] = [];

  lock(): Promise<void> {
    if (!this.#locked) {
      this.#locked = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#locked = false;
  }
}

const RETURNING = /\breturning\b/i;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 2, 4, 8 … ms up to 50 ms, with jitter so that waiting writers do not move in step. */
function pauseMs(attempt: number): number {
  const ceiling = Math.min(50, 2 ** (attempt + 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

interface DriverOptions {
  database: SQLite.Database;
  /** How long a write may wait for another process's lock before it fails with "database locked". */
  writeTimeoutMs: number;
  outcomes: WriteOutcomeListener;
}

class SqliteConnection implements DatabaseConnection {
  readonly #db: SQLite.Database;
  readonly #driver: NonBlockingSqliteDriver;

  constructor(db: SQLite.Database, driver: NonBlockingSqliteDriver) {
    this.#db = db;
    this.#driver = driver;
  }

  /** One statement, synchronously; throws SQLite's own error. */
  run<R>(compiledQuery: CompiledQuery): QueryResult<R> {
    const statement = this.#db.prepare(compiledQuery.sql);
    if (statement.reader) return { rows: statement.all(compiledQuery.parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(compiledQuery.parameters);
    return {
      insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
      numAffectedRows: changes != null ? BigInt(changes) : undefined,
      rows: [],
    };
  }

  get inTransaction(): boolean {
    return this.#db.inTransaction;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Inside a transaction the write lock is already held (BEGIN IMMEDIATE): nothing to wait for.
    if (this.#db.inTransaction) return this.#driver.classify(() => this.run<R>(compiledQuery), false);
    // better-sqlite3 calls `INSERT … RETURNING` a reader (it returns rows); it writes all the same.
    const writes = !this.#db.prepare(compiledQuery.sql).reader || RETURNING.test(compiledQuery.sql);
    return this.#driver.withLockRetry(() => this.run<R>(compiledQuery), writes);
  }

  // biome-ignore lint/correctness/useYield: streaming is not supported, as in Kysely's own driver for large results.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by this driver');
  }
}

export class NonBlockingSqliteDriver implements Driver {
  readonly #options: DriverOptions;
  readonly #mutex = new Mutex();
  readonly #connection: SqliteConnection;

  constructor(options: DriverOptions) {
    this.#options = options;
    this.#connection = new SqliteConnection(options.database, this);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    return this.#connection;
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  /** Runs a statement; a database-unavailable error is reported and rethrown as DatabaseUnavailableError. */
  classify<T>(statement: () => T, writes: boolean): T {
    try {
      const result = statement();
      if (writes) this.#options.outcomes.writeSucceeded();
      return result;
    } catch (error) {
      const reason = isBusy(error) ? undefined : unwritableReason(error);
      if (reason) {
        this.#options.outcomes.writeFailed(reason);
        throw new DatabaseUnavailableError(reason, { cause: error });
      }
      throw error;
    }
  }

  /**
   * Runs a statement that may meet another process's lock, holding the connection (the caller
   * acquired it). On SQLITE_BUSY it releases the connection, waits, takes it again and retries,
   * until the write bound; then it fails with "database locked".
   */
  async withLockRetry<T>(statement: () => T, writes: boolean): Promise<T> {
    const deadline = performance.now() + this.#options.writeTimeoutMs;
    for (let attempt = 0; ; attempt++) {
      try {
        return this.classify(statement, writes);
      } catch (error) {
        if (!isBusy(error)) throw error;
        if (performance.now() >= deadline) {
          // A read that meets the lock says nothing about whether the database can store.
          if (writes) this.#options.outcomes.writeFailed('database locked');
          throw new DatabaseUnavailableError('database locked', { cause: error });
        }
      }
      this.#mutex.unlock();
      try {
        await sleep(pauseMs(attempt));
      } finally {
        await this.#mutex.lock();
      }
    }
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const sqlite = connection as SqliteConnection;
    await this.withLockRetry(() => sqlite.run(CompiledQuery.raw('begin immediate')), false);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const sqlite = connection as SqliteConnection;
    this.classify(() => sqlite.run(CompiledQuery.raw('commit')), true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const sqlite = connection as SqliteConnection;
    // After SQLITE_FULL or an I/O error SQLite has rolled back already; a second rollback
    // would only replace the real cause with "cannot rollback - no transaction is active".
    if (sqlite.inTransaction) sqlite.run(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    this.#options.database.close();
  }

  /**
   * Tries to take the write lock once, without waiting, and gives it back: true when no other
   * process holds it. Used by the health check.
   */
  async tryWriteLock(): Promise<boolean> {
    await this.#mutex.lock();
    try {
      this.#connection.run(CompiledQuery.raw('begin immediate'));
      this.#connection.run(CompiledQuery.raw('rollback'));
      return true;
    } catch (error) {
      if (isBusy(error)) return false;
      throw error;
    } finally {
      this.#mutex.unlock();
    }
  }
}

/** Kysely's SQLite dialect with the driver above; the driver serialises access itself. */
export class NonBlockingSqliteDialect implements Dialect {
  readonly #driver: NonBlockingSqliteDriver;
  constructor(driver: NonBlockingSqliteDriver) {
    this.#driver = driver;
  }
  createDriver(): Driver {
    return this.#driver;
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new (class extends SqliteAdapter {
      // The driver has its own lock, which it lets go while a write waits for another process.
      override get supportsMultipleConnections(): boolean {
        return true;
      }
    })();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
