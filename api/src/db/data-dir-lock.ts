/**
 * One process at a time owns a data folder (docs/decisions.md §51): the server for as long as it
 * runs, `cli restore` while it replaces the database. The lock is SQLite's own exclusive lock on
 * a small lock database (`alpora.lock`) next to the data: the operating system drops it when the
 * process ends in any way, SIGKILL included, so a crashed server never blocks the next start.
 *
 * @example const lock = lockDataDir(config.DATA_DIR, 'server'); ... lock.release();
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const LOCK_FILE = 'alpora.lock';
/** Who holds the lock, for the refusal message only; the lock itself never reads it. */
const HOLDER_FILE = 'alpora.lock-holder';

/** Exit code of a server or command refused because another process uses the data folder. */
export const DATA_DIR_IN_USE_EXIT_CODE = 3;

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  readonly exitCode = DATA_DIR_IN_USE_EXIT_CODE;
}

export interface DataDirLock {
  readonly dataDir: string;
  release(): void;
}

/** Open lock connections; kept here too, so a lock lives as long as the process unless released. */
const held = new Set<SQLite.Database>();

function describeHolder(dataDir: string): string {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(dataDir, HOLDER_FILE), 'utf8')) as Record<string, unknown>;
    return ` (pid ${holder.pid}, ${holder.purpose} since ${holder.since})`;
  } catch {
    return '';
  }
}

/**
 * Takes the data folder's lock or throws `DataDirInUseError` at once (no waiting). `purpose`
 * ('server', 'restore') is shown to whoever is refused.
 */
export function lockDataDir(dataDir: string, purpose: string, now: Date = new Date()): DataDirLock {
  const folder = path.resolve(dataDir);
  let db: SQLite.Database;
  try {
    fs.mkdirSync(folder, { recursive: true });
    db = new SQLite(path.join(folder, LOCK_FILE), { timeout: 0 });
  } catch (error) {
    throw new Error(`cannot lock the data folder ${folder}: ${(error as Error).message}`);
  }
  try {
    // In EXCLUSIVE locking mode the first write takes SQLite's exclusive file lock and the
    // connection keeps it until it closes; a journal in memory leaves no side files.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
    db.pragma('user_version = 1');
    db.exec('COMMIT');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') {
      throw new DataDirInUseError(
        `the data folder ${folder} is in use by another Alpora process${describeHolder(folder)}; stop it first`,
      );
    }
    throw new Error(`cannot lock the data folder ${folder}: ${(error as Error).message}`);
  }
  held.add(db);
  const holder = { pid: process.pid, purpose, since: now.toISOString() };
  fs.writeFileSync(path.join(folder, HOLDER_FILE), `${JSON.stringify(holder)}\n`);
  return {
    dataDir: folder,
    release() {
      if (!held.delete(db)) return;
      fs.rmSync(path.join(folder, HOLDER_FILE), { force: true });
      db.close();
    },
  };
}
