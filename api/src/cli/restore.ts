/**
 * `cli restore <backup.sqlite>`: replaces the database with a backup, never losing the current
 * one (docs/decisions.md §52, README "Operations"). It refuses while a server uses the data
 * folder (the lock of docs/decisions.md §51, held until it is done, so no server starts
 * meanwhile), keeps a verified safety copy of the current database under `backups/`, and says
 * what it replaced with what. On PostgreSQL it refuses before taking the lock (./sqlite-only.ts).
 */
import path from 'node:path';
import { type DatabaseSummary, restoreDatabase } from '#api/db/backup.ts';
import { DataDirInUseError, type DataDirLock, lockDataDir } from '#api/db/data-dir-lock.ts';
import { databasePath, fileStamp } from './backup.ts';
import type { CliCommand } from './command.ts';
import { postgresRefusal, WRONG_ENGINE_EXIT_CODE } from './sqlite-only.ts';

function describe(summary: DatabaseSummary): string {
  const count = (value: number | null, noun: string) => (value === null ? `no ${noun} table` : `${value} ${noun}`);
  return `${summary.path} (${summary.bytes} bytes, ${count(summary.leads, 'leads')}, ${count(summary.users, 'users')})`;
}

export const restore: CliCommand = {
  summary: 'Replace the database with a backup, keeping a safety copy (server stopped): restore <backup.sqlite>',
  opensDatabase: false,
  async run(args, { config, out }) {
    const refusal = postgresRefusal('restore', config.DATABASE_URL);
    if (refusal) {
      out(refusal);
      return WRONG_ENGINE_EXIT_CODE;
    }
    const [source] = args;
    if (!source) {
      out('Usage: restore <backup.sqlite>\n');
      return 2;
    }
    const target = path.resolve(databasePath(config.DATA_DIR, config.DATABASE_FILE));
    let lock: DataDirLock;
    try {
      lock = lockDataDir(config.DATA_DIR, 'restore');
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      throw new DataDirInUseError(`Restore refused, nothing was changed: ${error.message}.`);
    }
    try {
      const now = new Date();
      const safetyCopy = path.join(path.dirname(target), 'backups', `before-restore-${fileStamp(now)}.sqlite`);
      const report = await restoreDatabase({ backup: path.resolve(source), target, safetyCopy });
      const kept = report.safetyCopy;
      if (kept?.verified) out(`Safety copy of the current database: ${kept.path} (checked: integrity, leads, users)\n`);
      else if (kept) {
        out(
          `The current database could not be read (${kept.note}); its files were copied as they are to ${kept.path}\n`,
        );
      }
      out(
        `Replaced: ${report.replaced ? describe(report.replaced) : `nothing (there was no database at ${target})`}\n`,
      );
      out(`Restored from ${path.resolve(source)}: ${describe(report.restored)}\n`);
      return 0;
    } finally {
      lock.release();
    }
  },
};
