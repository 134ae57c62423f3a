import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-backup-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function liveDatabase(file: string): SQLite.Database {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.exec('create table leads (id integer primary key, email text)');
  const insert = db.prepare('insert into leads (email) values (?)');
  for (let i = 0; i < 500; i++) insert.run(`lead${i}@example.ch`);
  return db;
}

const count = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from leads').get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('backupDatabase', () => {
  test('copies a live database, including rows still in the write-ahead log', async () => {
    const dir = tempDir();
    const live = liveDatabase(path.join(dir, 'live.sqlite'));
    // The server keeps writing and keeps its connection open.
    live.prepare('insert into leads (email) values (?)').run('late@example.ch');
    await backupDatabase(path.join(dir, 'live.sqlite'), path.join(dir, 'backup.sqlite'));
    live.close();
    expect(count(path.join(dir, 'backup.sqlite'))).toBe(501);
  });

  test('refuses to overwrite an existing file', async () => {
    const dir = tempDir();
    liveDatabase(path.join(dir, 'live.sqlite')).close();
    fs.writeFileSync(path.join(dir, 'backup.sqlite'), 'keep me');
    await expect(backupDatabase(path.join(dir, 'live.sqlite'), path.join(dir, 'backup.sqlite'))).rejects.toThrow(
      BackupError,
    );
    expect(fs.readFileSync(path.join(dir, 'backup.sqlite'), 'utf8')).toBe('keep me');
  });
});

describe('restoreDatabase', () => {
  test('brings back the backed-up rows and keeps the replaced database', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'live.sqlite');
    const live = liveDatabase(target);
    await backupDatabase(target, path.join(dir, 'backup.sqlite'));
    live.exec('delete from leads');
    live.close();
    expect(count(target)).toBe(0);

    const { kept } = restoreDatabase(path.join(dir, 'backup.sqlite'), target);
    expect(count(target)).toBe(500);
    expect(kept && count(kept)).toBe(0);
  });

  test('never replaces the database with a file that is not one', () => {
    const dir = tempDir();
    const target = path.join(dir, 'live.sqlite');
    liveDatabase(target).close();
    fs.writeFileSync(path.join(dir, 'garbage.sqlite'), 'this is not a database file at all, not even close');
    expect(() => restoreDatabase(path.join(dir, 'garbage.sqlite'), target)).toThrow(/not a readable database/);
    expect(count(target)).toBe(500);
  });
});
