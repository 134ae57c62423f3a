/**
 * `cli backup [file]`: an online backup of the database while the server runs. Its opposite,
 * `cli restore`, is in restore.ts.
 */
import path from 'node:path';
import { backupDatabase } from '#api/db/backup.ts';
import type { CliCommand } from './command.ts';

/** A time usable in a file name: 2026-11-22T15-54-25-123Z. */
export function fileStamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

export function databasePath(dataDir: string, file: string): string {
  if (file === ':memory:') throw new Error('An in-memory database cannot be backed up or restored.');
  return path.join(dataDir, file);
}

export const backup: CliCommand = {
  summary: 'Online backup of the database: backup [destination.sqlite]',
  async run(args, { config, out }) {
    const stamp = fileStamp(new Date());
    const destination = path.resolve(args[0] ?? path.join(config.DATA_DIR, 'backups', `alpora-${stamp}.sqlite`));
    const { pages } = await backupDatabase(databasePath(config.DATA_DIR, config.DATABASE_FILE), destination);
    out(`Backup written to ${destination} (${pages} pages, integrity ok)\n`);
    return 0;
  },
};
