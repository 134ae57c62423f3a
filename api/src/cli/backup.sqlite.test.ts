import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { testConfig } from '#api/config.ts';
import { verifyAppDatabase } from '#api/db/backup.ts';
import { migrateToLatest } from '#api/db/migrate.ts';
import { openSqliteDatabase } from '#api/db/sqlite-engine.ts';
import { backup, fileStamp } from './backup.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-backup-command-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function runBackup(dataDir: string, args: string[]) {
  if (backup.opensDatabase !== false) throw new Error('backup copies the file; the entry point must not open it');
  let output = '';
  const config = testConfig({ DATA_DIR: dataDir, DATABASE_FILE: 'alpora.sqlite' });
  const code = await backup.run(args, { config, out: (text) => (output += text) });
  return { code, output };
}

describe('backup command on SQLite', () => {
  test('copies the database of the data folder to the file named, and says where', async () => {
    const dir = tempDir();
    const engine = openSqliteDatabase({ dataDir: dir, file: 'alpora.sqlite' });
    await migrateToLatest(engine.db);
    await engine.close();
    const destination = path.join(dir, 'copies', 'copy.sqlite');
    const { code, output } = await runBackup(dir, [destination]);
    expect(code).toBe(0);
    expect(output).toMatch(new RegExp(`^Backup written to ${destination} \\(\\d+ pages, integrity ok\\)\\n$`));
    expect(verifyAppDatabase(destination)).toMatchObject({ leads: 0, users: 0 });
  });

  test('deletes the backups of its folder older than 30 days, names them, and keeps every other file', async () => {
    const dir = tempDir();
    const engine = openSqliteDatabase({ dataDir: dir, file: 'alpora.sqlite' });
    await migrateToLatest(engine.db);
    await engine.close();
    const backups = path.join(dir, 'backups');
    fs.mkdirSync(backups);
    const old = `alpora-${fileStamp(new Date(Date.now() - 31 * 86_400_000))}.sqlite`;
    const recent = `alpora-${fileStamp(new Date(Date.now() - 29 * 86_400_000))}.sqlite`;
    for (const name of [old, recent, 'keep-me.sqlite']) fs.writeFileSync(path.join(backups, name), 'x');

    const { code, output } = await runBackup(dir, []);

    expect(code).toBe(0);
    expect(output).toContain(`Deleted 1 backup past the retention period: ${old}\n`);
    const left = fs.readdirSync(backups);
    expect(left).not.toContain(old);
    expect(left).toEqual(expect.arrayContaining([recent, 'keep-me.sqlite']));
    // The backup just written, beside them.
    expect(left.filter((name) => /^alpora-.*Z\.sqlite$/.test(name))).toHaveLength(2);
  });

  test('refuses a zero-byte database file rather than writing a backup of nothing', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'alpora.sqlite'), '');
    await expect(runBackup(dir, [path.join(dir, 'copy.sqlite')])).rejects.toThrow('the database file is empty');
    expect(fs.readdirSync(dir)).toEqual(['alpora.sqlite']);
  });
});
