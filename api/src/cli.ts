/**
 * Operator commands: `pnpm --filter @alpora/api cli <command> [options]`.
 * Each command is a module in cli/ exporting a `CliCommand` (cli/command.ts); register it here.
 */
import path from 'node:path';
import type { CliCommand } from './cli/command.ts';
import { loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { assertDatabaseFileNotEmpty } from './db/database-file.ts';
import { openConfiguredDatabase } from './db/engine.ts';
import { migrateToLatest } from './db/migrate.ts';

const commands: Record<string, () => Promise<CliCommand>> = {
  backup: async () => (await import('./cli/backup.ts')).backup,
  restore: async () => (await import('./cli/restore.ts')).restore,
  'leads-export': async () => (await import('./cli/leads-export.ts')).leadsExport,
  incident: async () => (await import('./cli/incidents.ts')).incident,
  notice: async () => (await import('./cli/notice.ts')).notice,
  user: async () => (await import('./cli/users.ts')).user,
  probe: async () => (await import('./cli/probe.ts')).probe,
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const load = name ? commands[name] : undefined;
  if (!load) {
    const lines = await Promise.all(
      Object.entries(commands).map(async ([key, loader]) => `  ${key.padEnd(20)} ${(await loader()).summary}`),
    );
    process.stderr.write(`Usage: cli <command> [options]\n\nCommands:\n${lines.join('\n') || '  (none)'}\n`);
    return name ? 2 : 0;
  }
  const config = loadConfig();
  const command = await load();
  const out = (text: string) => process.stdout.write(text);
  if (command.opensDatabase === false) return command.run(args, { config, out });
  if (!config.DATABASE_URL && config.DATABASE_FILE !== ':memory:') {
    assertDatabaseFileNotEmpty(path.join(config.DATA_DIR, config.DATABASE_FILE));
  }
  const engine = openConfiguredDatabase(config);
  try {
    await migrateToLatest(engine.db);
    return await command.run(args, { db: engine.db, config, out });
  } finally {
    await engine.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(error instanceof DataDirInUseError ? error.exitCode : 1);
  },
);
