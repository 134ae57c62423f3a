/**
 * Kysely's PostgreSQL dialect over a `pg` pool, with the same failure contract as the SQLite
 * driver (docs/decisions.md §53, §61): an error that means "the database cannot store now"
 * (unreachable, shutting down, too many connections, disk full, a read-only standby) is thrown
 * as DatabaseUnavailableError, which the API answers with 503 and Retry-After, and the outcome
 * of every write is reported to the write-health tracker. Every other error passes unchanged.
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type PostgresDialectConfig,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { DatabaseUnavailableError, type UnwritableReason, type WriteOutcomeListener } from './database-unavailable.ts';

/** Node's socket errors that mean the server is not there. */
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE']);

/** The reason behind a `pg` error that means the database cannot store now, if it is one. */
export function postgresUnwritableReason(error: unknown): UnwritableReason | undefined {
  if (error instanceof DatabaseUnavailableError) return error.reason;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (code === '53100') return 'disk full';
    if (code === '25006') return 'read-only database';
    if (code === '58030') return 'I/O error';
    // Class 08: connection exception; 57P01-57P03: shutting down or starting up; 53300: too many connections.
    if (code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') return 'database unreachable';
    if (UNREACHABLE_ERRNOS.has(code)) return 'database unreachable';
  }
  const message = error instanceof Error ? error.message : '';
  // `pg` reports a dropped connection, a pool wait past its bound and a silent server only in words.
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Client was closed and is not queryable/i.test(
      message,
    )
  ) {
    return 'database unreachable';
  }
  return undefined;
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

class ReportingConnection implements DatabaseConnection {
  readonly inner: DatabaseConnection;
  readonly #outcomes: WriteOutcomeListener;

  constructor(inner: DatabaseConnection, outcomes: WriteOutcomeListener) {
    this.inner = inner;
    this.#outcomes = outcomes;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const writes = WRITES.has(compiledQuery.query.kind);
    return reporting(this.#outcomes, writes, () => this.inner.executeQuery<R>(compiledQuery));
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

async function reporting<T>(outcomes: WriteOutcomeListener, writes: boolean, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run();
    if (writes) outcomes.writeSucceeded();
    return result;
  } catch (error) {
    const reason = postgresUnwritableReason(error);
    if (!reason) throw error;
    outcomes.writeFailed(reason);
    throw new DatabaseUnavailableError(reason, { cause: error });
  }
}

class ReportingDriver implements Driver {
  readonly #inner: Driver;
  readonly #outcomes: WriteOutcomeListener;

  constructor(inner: Driver, outcomes: WriteOutcomeListener) {
    this.#inner = inner;
    this.#outcomes = outcomes;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await reporting(this.#outcomes, false, () => this.#inner.acquireConnection());
    return new ReportingConnection(connection, this.#outcomes);
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return reporting(this.#outcomes, false, () => this.#inner.beginTransaction(inner(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return reporting(this.#outcomes, true, () => this.#inner.commitTransaction(inner(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A connection lost mid-transaction also fails its rollback: that failure is the outage.
    return reporting(this.#outcomes, false, () => this.#inner.rollbackTransaction(inner(connection)));
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.#required('savepoint')(inner(connection), name, compile);
  }

  rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.#required('rollbackToSavepoint')(inner(connection), name, compile);
  }

  releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.#required('releaseSavepoint')(inner(connection), name, compile);
  }

  #required<K extends 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint'>(method: K): NonNullable<Driver[K]> {
    const bound = this.#inner[method]?.bind(this.#inner);
    if (!bound) throw new Error(`The PostgreSQL driver has no ${method}`);
    return bound as NonNullable<Driver[K]>;
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(inner(connection));
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

function inner(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof ReportingConnection ? connection.inner : connection;
}

export class ReportingPostgresDialect extends PostgresDialect {
  readonly #outcomes: WriteOutcomeListener;

  constructor(config: PostgresDialectConfig, outcomes: WriteOutcomeListener) {
    super(config);
    this.#outcomes = outcomes;
  }

  override createDriver(): Driver {
    return new ReportingDriver(super.createDriver(), this.#outcomes);
  }
}
