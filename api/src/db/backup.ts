/**
 * Online, consistent backups of the SQLite database, taken while the server runs (SQLite's
 * backup API copies a consistent snapshot page by page, without stopping writers, and includes
 * what is still in the write-ahead log), and a restore that never destroys data
 * (docs/decisions.md §52): it first keeps a verified safety copy of the current database, only
 * ever puts in place a verified database of this application, and leaves no write-ahead log of
 * the old database to be applied to the new one. The caller holds the data folder's lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { migrations } from './migrations/index.ts';

export class BackupError extends Error {
  override name = 'BackupError';
}

/** What an operator needs to recognise a database: where, how big, how many leads and users. */
export interface DatabaseSummary {
  path: string;
  bytes: number;
  leads: number | null;
  users: number | null;
}

function integrityProblems(db: SQLite.Database): string[] {
  const rows = db.pragma('integrity_check') as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).filter((result) => result !== 'ok');
}

function hasTable(db: SQLite.Database, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

function countRows(db: SQLite.Database, table: 'leads' | 'users'): number | null {
  if (!hasTable(db, table)) return null;
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

function summarise(db: SQLite.Database, file: string): DatabaseSummary {
  return { path: file, bytes: fs.statSync(file).size, leads: countRows(db, 'leads'), users: countRows(db, 'users') };
}

/**
 * Opens `file` read-only and answers its summary if it is a sound database of this application
 * whose migrations this code knows; throws a `BackupError` saying why not otherwise.
 */
export function verifyAppDatabase(file: string, knownMigrations: readonly string[] = Object.keys(migrations)) {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    db.pragma('schema_version');
  } catch (error) {
    throw new BackupError(`${file} is not a readable database: ${(error as Error).message}`);
  }
  try {
    let problems: string[];
    try {
      problems = integrityProblems(db);
    } catch (error) {
      throw new BackupError(`${file} is not a readable database: ${(error as Error).message}`);
    }
    if (problems.length > 0) throw new BackupError(`${file} failed its integrity check: ${problems.join('; ')}`);
    if (!['kysely_migration', 'leads', 'users'].every((table) => hasTable(db, table))) {
      throw new BackupError(
        `${file} is not a database of Alpora (its tables of migrations, leads and users are missing)`,
      );
    }
    const applied = (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map(
      (row) => row.name,
    );
    const unknown = applied.filter((name) => !knownMigrations.includes(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `${file} was written by a newer version of Alpora (migration ${unknown.join(', ')} is unknown to this one); update the code first`,
      );
    }
    return summarise(db, file);
  } finally {
    db.close();
  }
}

/** Copies the live database at `source` to `destination` and checks the copy. */
export async function backupDatabase(source: string, destination: string): Promise<{ pages: number }> {
  if (!fs.existsSync(source)) throw new BackupError(`No database at ${source}.`);
  if (fs.existsSync(destination)) throw new BackupError(`${destination} exists already; choose a new file.`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true, timeout: 5000 });
  try {
    const { totalPages } = await db.backup(destination);
    const copy = new SQLite(destination, { readonly: true, fileMustExist: true });
    try {
      const problems = integrityProblems(copy);
      if (problems.length > 0) throw new BackupError(`The backup failed its integrity check: ${problems.join('; ')}`);
    } finally {
      copy.close();
    }
    return { pages: totalPages };
  } finally {
    db.close();
  }
}

function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

const SIDE_FILES = ['-wal', '-shm', '-journal'];

/** `source` written to `destination` through the backup API, as a plain (rollback-journal) file. */
async function copyThroughBackupApi(source: SQLite.Database, destination: string): Promise<void> {
  await source.backup(destination);
  const copy = new SQLite(destination, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  fsyncPath(destination);
}

interface SafetyCopy {
  path: string;
  /** Leads and users of the replaced database, when it could be read. */
  counts: { leads: number | null; users: number | null };
  /** The database was readable and copied with the backup API; else its files were copied as they are. */
  verified: boolean;
  note?: string;
}

/**
 * Keeps everything the database at `target` holds, the rows still in its write-ahead log (after
 * a crash) included: the backup API reads them, and the copy is checked row for row. A database
 * too damaged for that is kept as its raw files instead (`<copy>`, `<copy>-wal`), so nothing is
 * lost either way. Then the old database is checkpointed and closed, and its side files removed.
 */
async function keepSafetyCopy(target: string, safety: string): Promise<SafetyCopy> {
  fs.mkdirSync(path.dirname(safety), { recursive: true });
  if (fs.existsSync(safety)) throw new BackupError(`${safety} exists already.`);
  let live: SQLite.Database | undefined;
  try {
    live = new SQLite(target, { fileMustExist: true, timeout: 5000 });
    if (integrityProblems(live).length > 0) throw new Error('the current database failed its integrity check');
    const expected = { leads: countRows(live, 'leads'), users: countRows(live, 'users') };
    await copyThroughBackupApi(live, safety);
    const copy = new SQLite(safety, { readonly: true, fileMustExist: true });
    try {
      const problems = integrityProblems(copy);
      const counts = { leads: countRows(copy, 'leads'), users: countRows(copy, 'users') };
      if (problems.length > 0 || counts.leads !== expected.leads || counts.users !== expected.users) {
        throw new BackupError(`The safety copy ${safety} does not match the current database; nothing was replaced.`);
      }
    } finally {
      copy.close();
    }
    // Everything is in the verified copy: fold the log into the old file and close it.
    const [checkpoint] = live.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (checkpoint?.busy) {
      throw new BackupError(
        `Another process still has ${target} open, so nothing was replaced; the safety copy ${safety} is kept. Close it and run restore again.`,
      );
    }
    live.close();
    for (const suffix of SIDE_FILES) fs.rmSync(`${target}${suffix}`, { force: true });
    return { path: safety, counts: expected, verified: true };
  } catch (error) {
    live?.close();
    if (error instanceof BackupError) throw error;
    fs.rmSync(safety, { force: true });
    // Unreadable: keep the files byte for byte, the log with them, before anything is replaced.
    for (const suffix of ['', '-wal']) {
      if (!fs.existsSync(`${target}${suffix}`)) continue;
      fs.copyFileSync(`${target}${suffix}`, `${safety}${suffix}`, fs.constants.COPYFILE_EXCL);
      fsyncPath(`${safety}${suffix}`);
    }
    for (const suffix of SIDE_FILES) fs.rmSync(`${target}${suffix}`, { force: true });
    return { path: safety, counts: { leads: null, users: null }, verified: false, note: (error as Error).message };
  }
}

export interface RestoreReport {
  /** The database that was replaced, or null when there was none. */
  replaced: DatabaseSummary | null;
  restored: DatabaseSummary;
  safetyCopy: SafetyCopy | null;
}

/**
 * Replaces the database at `target` with `backup`. The caller holds the data folder's lock
 * (`lockDataDir`), so no server has the file open. Order: the backup is copied to a staging file
 * and verified; the current database is kept as a verified safety copy at `safetyCopy`; only then
 * are the old side files removed and the staging file renamed over the database.
 */
export async function restoreDatabase(options: {
  backup: string;
  target: string;
  safetyCopy: string;
  knownMigrations?: readonly string[];
}): Promise<RestoreReport> {
  const { backup, target, safetyCopy } = options;
  if (!fs.existsSync(backup)) throw new BackupError(`No backup at ${backup}.`);
  if (path.resolve(backup) === path.resolve(target)) throw new BackupError(`${backup} is the database itself.`);
  verifyAppDatabase(backup, options.knownMigrations);

  const staging = `${target}.restoring`;
  for (const suffix of ['', ...SIDE_FILES]) fs.rmSync(`${staging}${suffix}`, { force: true });
  const source = new SQLite(backup, { readonly: true, fileMustExist: true });
  try {
    await copyThroughBackupApi(source, staging);
  } finally {
    source.close();
  }
  let restored: DatabaseSummary;
  try {
    restored = verifyAppDatabase(staging, options.knownMigrations);
  } catch (error) {
    fs.rmSync(staging, { force: true });
    throw error;
  }

  let replaced: DatabaseSummary | null = null;
  let kept: SafetyCopy | null = null;
  if (fs.existsSync(target)) {
    const sizeOf = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);
    // The rows of a database after a crash may still be in its write-ahead log only.
    const bytes = sizeOf(target) + sizeOf(`${target}-wal`);
    replaced = { path: target, bytes, leads: null, users: null };
    if (bytes > 0) {
      try {
        kept = await keepSafetyCopy(target, safetyCopy);
      } catch (error) {
        fs.rmSync(staging, { force: true });
        throw error;
      }
      replaced = { ...replaced, ...kept.counts };
    }
  }

  for (const suffix of SIDE_FILES) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(staging, target);
  fsyncPath(path.dirname(target));
  return { replaced, restored: { ...restored, path: target }, safetyCopy: kept };
}
