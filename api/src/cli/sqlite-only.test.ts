import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { runCli } from '#api/testing/cli-process.ts';
import { backup } from './backup.ts';
import { restore } from './restore.ts';
import { postgresRefusal } from './sqlite-only.ts';

/** A PostgreSQL URL with a password, on a port where nothing listens: a connection would fail. */
const DATABASE_URL = 'postgres://alpora:s3cret-password@127.0.0.1:9/alpora_prod';

const dirs: string[] = [];
/** A data folder holding a file that is not a database, as a backup or restore would trip over. */
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-sqlite-only-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'alpora.sqlite'), 'left as it is');
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function folderState(dir: string) {
  return { entries: fs.readdirSync(dir), database: fs.readFileSync(path.join(dir, 'alpora.sqlite'), 'utf8') };
}

const COMMANDS = [
  { name: 'backup', command: backup, args: [], tool: 'pg_dump -Fc --dbname="$DATABASE_URL"' },
  {
    name: 'restore',
    command: restore,
    args: ['alpora-2026-11-22.dump'],
    tool: 'pg_restore --clean --if-exists --single-transaction --dbname="$DATABASE_URL"',
  },
] as const;

describe.each(COMMANDS)('$name with DATABASE_URL set', ({ name, command, args, tool }) => {
  test('answers 2, names the PostgreSQL tool and the database, and leaves the data folder alone', async () => {
    // The entry point opens no database for either, so nothing connects before the refusal.
    if (command.opensDatabase !== false) throw new Error(`${name} must not have the database opened for it`);
    const dir = dataDir();
    const before = folderState(dir);
    let output = '';
    const config = testConfig({ DATABASE_URL, DATA_DIR: dir, DATABASE_FILE: 'alpora.sqlite' });
    const code = await command.run([...args], { config, out: (text) => (output += text) });
    expect(code).toBe(2);
    expect(output).toContain(`${name} works on the SQLite database file only; DATABASE_URL selects PostgreSQL`);
    expect(output).toContain('nothing was done');
    expect(output).toContain(tool);
    expect(output).toContain('database alpora_prod on 127.0.0.1:9');
    expect(output).not.toContain('s3cret-password');
    expect(folderState(dir)).toEqual(before);
  });

  // Through the entry point: a connection or a migration before the refusal would fail on the
  // closed port with exit code 1, and restore's lock would add a file to the folder.
  test('refuses through the CLI before connecting to the database', async () => {
    const dir = dataDir();
    const before = folderState(dir);
    const result = await runCli([name, ...args], { DATABASE_URL, DATA_DIR: dir });
    expect(result).toMatchObject({ code: 2, stderr: '' });
    expect(result.stdout).toContain(tool);
    expect(folderState(dir)).toEqual(before);
  });
});

describe('postgresRefusal', () => {
  test('lets the command go ahead on SQLite', () => {
    expect(postgresRefusal('backup', undefined)).toBeNull();
    expect(postgresRefusal('restore', undefined)).toBeNull();
  });

  test.each([
    ['postgresql://db.internal/alpora', 'database alpora on db.internal'],
    ['postgres://alpora@db.internal:6432/', 'the default database on db.internal:6432'],
    ['postgres://alpora@/alpora?host=/var/run/postgresql', 'the database DATABASE_URL names'],
  ])('%s is described as "%s"', (url, database) => {
    expect(postgresRefusal('backup', url)).toContain(`Back up ${database} with PostgreSQL's own tool`);
  });
});
