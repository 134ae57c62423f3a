/**
 * `cli backup [file]`: an online backup of the SQLite database while the server runs. Its
 * opposite, `cli restore`, is in restore.ts. It copies the file as it is, so it does not open
 * the database through the application first; on PostgreSQL it refuses (./sqlite-only.ts).
 * Once the new backup is written and verified, it deletes the backups in the same folder older
 * than the data map's `backups` period and names them (../retention/backup-retention.ts).
 */
import path from 'node:path';
import { backupDatabase } from '#api/db/backup.ts';
import { assertDatabaseFileNotEmpty } from '#api/db/database-file.ts';
import { deleteExpiredBackups } from '#api/retention/backup-retention.ts';
import type { CliCommand } from './command.ts';
import { postgresRefusal, WRONG_ENGINE_EXIT_CODE } from './sqlite-only.ts';

/** A time usable in a file name: 2026-11-22T15-54-25-123Z. */
export function fileStamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

export function databasePath(dataDir: string, file: string): string {
  if (file === ':memory:') throw new Error('An in-memory database cannot be backed up or restored.');
  return path.join(dataDir, file);
}

export const backup: CliCommand = {
  summary: 'Online backup of the SQLite database: backup [destination.sqlite]',
  opensDatabase: false,
  async run(args, { config, out }) {
    const refusal = postgresRefusal('backup', config.DATABASE_URL);
    if (refusal) {
      out(refusal);
      return WRONG_ENGINE_EXIT_CODE;
    }
    const source = databasePath(config.DATA_DIR, config.DATABASE_FILE);
    // A zero-byte file would copy as a valid, empty database: a backup of nothing.
    assertDatabaseFileNotEmpty(source);
    const now = new Date();
    const destination = path.resolve(
      args[0] ?? path.join(config.DATA_DIR, 'backups', `alpora-${fileStamp(now)}.sqlite`),
    );
    const { pages } = await backupDatabase(source, destination);
    out(`Backup written to ${destination} (${pages} pages, integrity ok)\n`);
    // Only after the new one is verified: a failed backup never costs an older one.
    const removed = deleteExpiredBackups(path.dirname(destination), now);
    if (removed.length > 0) {
      out(
        `Deleted ${removed.length} backup${removed.length === 1 ? '' : 's'} past the retention period: ${removed.join(', ')}\n`,
      );
    }
    return 0;
  },
};
