/**
 * `cli backup [file]`: an online backup of the database while the server runs.
 * `cli restore <file>`: replaces the database with a backup (stop the server first).
 */
import path from 'node:path';
import { backupDatabase, restoreDatabase } from '#api/db/backup.ts';
import type { CliCommand } from './command.ts';

function databasePath(dataDir: string, file: string): string {
  if (file === ':memory:') throw new Error('An in-memory database cannot be backed up or restored.');
  return path.join(dataDir, file);
}

export const backup: CliCommand = {
  summary: 'Online backup of the database: backup [destination.sqlite]',
  async run(args, { config, out }) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const destination = path.resolve(args[0] ?? path.join(config.DATA_DIR, 'backups', `alpora-${stamp}.sqlite`));
    const { pages } = await backupDatabase(databasePath(config.DATA_DIR, config.DATABASE_FILE), destination);
    out(`Backup written to ${destination} (${pages} pages, integrity ok)\n`);
    return 0;
  },
};

export const restore: CliCommand = {
  summary: 'Replace the database with a backup (server stopped): restore <backup.sqlite>',
  async run(args, { config, out }) {
    const [source] = args;
    if (!source) {
      out('Usage: restore <backup.sqlite>\n');
      return 2;
    }
    const target = databasePath(config.DATA_DIR, config.DATABASE_FILE);
    const { kept } = restoreDatabase(path.resolve(source), target);
    out(`Restored ${target} from ${source}${kept ? `; the previous database is kept at ${kept}` : ''}\n`);
    return 0;
  },
};
