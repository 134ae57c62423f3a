/**
 * Online, consistent backups of the SQLite database, taken while the server runs (SQLite's
 * backup API copies a consistent snapshot page by page, without stopping writers), and a
 * restore that only ever replaces the database with a backup that passed an integrity check.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export class BackupError extends Error {
  override name = 'BackupError';
}

function integrityProblems(file: string): string[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check).filter((result) => result !== 'ok');
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
    const problems = integrityProblems(destination);
    if (problems.length > 0) throw new BackupError(`The backup failed its integrity check: ${problems.join('; ')}`);
    return { pages: totalPages };
  } finally {
    db.close();
  }
}

/**
 * Replaces the database at `target` with `backup`. Stop the server first: a running server
 * keeps its open file. The old database is kept next to it as `<target>.before-restore`.
 */
export function restoreDatabase(backup: string, target: string): { kept: string | null } {
  if (!fs.existsSync(backup)) throw new BackupError(`No backup at ${backup}.`);
  let problems: string[];
  try {
    problems = integrityProblems(backup);
  } catch (error) {
    throw new BackupError(`${backup} is not a readable database: ${(error as Error).message}`);
  }
  if (problems.length > 0) throw new BackupError(`${backup} failed its integrity check: ${problems.join('; ')}`);

  const staging = `${target}.restoring`;
  fs.copyFileSync(backup, staging);
  const fd = fs.openSync(staging, 'r');
  fs.fsyncSync(fd);
  fs.closeSync(fd);
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    kept = `${target}.before-restore`;
    fs.copyFileSync(target, kept);
  }
  // The write-ahead log of the old database must not be replayed onto the restored one.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(staging, target);
  return { kept };
}
