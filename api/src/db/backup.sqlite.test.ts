import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { migrateToLatest } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { openSqliteDatabase } from './sqlite-engine.ts';

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

/** A database of this application (migrated), with `leads` leads, as the server leaves it. */
async function appDatabase(file: string, leads: number): Promise<SQLite.Database> {
  const kysely = openSqliteDatabase({ dataDir: path.dirname(file), file: path.basename(file) }).db;
  await migrateToLatest(kysely);
  await kysely.destroy();
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  addLeads(db, 0, leads);
  return db;
}

function addLeads(db: SQLite.Database, from: number, count: number): void {
  const insert = db.prepare(
    `INSERT INTO leads (public_id, kind, email, consent_version, consented_at, consent_page, created_at, updated_at)
     VALUES (?, 'waitlist', ?, 'v1', 't', '/', 't', 't')`,
  );
  for (let i = from; i < from + count; i++) insert.run(`id-${i}`, `lead${i}@example.ch`);
}

/** The database's files as a SIGKILL leaves them: rows committed to the write-ahead log only. */
function crashCopy(live: string, into: string): string {
  const copy = path.join(into, path.basename(live));
  for (const suffix of ['', '-wal']) fs.copyFileSync(`${live}${suffix}`, `${copy}${suffix}`);
  return copy;
}

describe('restoreDatabase', () => {
  test('brings back the backed-up rows and keeps a checked safety copy of the replaced database', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'live.sqlite');
    const live = await appDatabase(target, 500);
    await backupDatabase(target, path.join(dir, 'backup.sqlite'));
    live.exec('DELETE FROM leads');
    addLeads(live, 1000, 7);
    live.close();

    const safetyCopy = path.join(dir, 'backups', 'before.sqlite');
    const report = await restoreDatabase({ backup: path.join(dir, 'backup.sqlite'), target, safetyCopy });
    expect(count(target)).toBe(500);
    expect(count(safetyCopy)).toBe(7);
    expect(report.replaced).toMatchObject({ path: target, leads: 7, users: 0 });
    expect(report.restored).toMatchObject({ path: target, leads: 500, users: 0 });
    expect(report.safetyCopy).toMatchObject({ path: safetyCopy, verified: true });
  });

  test('after a crash, the rows only in the write-ahead log are in the safety copy, and no old log is left', async () => {
    const dir = tempDir();
    const live = await appDatabase(path.join(dir, 'live.sqlite'), 20);
    await backupDatabase(path.join(dir, 'live.sqlite'), path.join(dir, 'backup.sqlite'));
    live.pragma('wal_checkpoint(TRUNCATE)');
    addLeads(live, 100, 50);
    const crashed = crashCopy(path.join(dir, 'live.sqlite'), fs.mkdtempSync(path.join(dir, 'crash-')));
    live.close();
    expect(fs.statSync(`${crashed}-wal`).size).toBeGreaterThan(0);

    const safetyCopy = path.join(dir, 'safety.sqlite');
    const report = await restoreDatabase({ backup: path.join(dir, 'backup.sqlite'), target: crashed, safetyCopy });
    expect(count(safetyCopy)).toBe(70);
    expect(report.replaced?.leads).toBe(70);
    expect(fs.existsSync(`${crashed}-wal`)).toBe(false);
    expect(fs.existsSync(`${crashed}-shm`)).toBe(false);
    expect(count(crashed)).toBe(20);
  });

  test('never replaces the database with a file that is not one', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'live.sqlite');
    (await appDatabase(target, 500)).close();
    fs.writeFileSync(path.join(dir, 'garbage.sqlite'), 'this is not a database file at all, not even close');
    await expect(
      restoreDatabase({ backup: path.join(dir, 'garbage.sqlite'), target, safetyCopy: path.join(dir, 's.sqlite') }),
    ).rejects.toThrow(/not a readable database/);
    expect(count(target)).toBe(500);
    expect(fs.existsSync(path.join(dir, 's.sqlite'))).toBe(false);
  });

  test('refuses a database of another application, and one of a newer version', async () => {
    const dir = tempDir();
    const target = path.join(dir, 'live.sqlite');
    (await appDatabase(target, 3)).close();
    liveDatabase(path.join(dir, 'other.sqlite')).close();
    const safetyCopy = path.join(dir, 's.sqlite');
    await expect(restoreDatabase({ backup: path.join(dir, 'other.sqlite'), target, safetyCopy })).rejects.toThrow(
      /is not a database of Alpora/,
    );
    (await appDatabase(path.join(dir, 'newer.sqlite'), 1)).close();
    const known = Object.keys(migrations).slice(0, -1);
    await expect(
      restoreDatabase({ backup: path.join(dir, 'newer.sqlite'), target, safetyCopy, knownMigrations: known }),
    ).rejects.toThrow(/written by a newer version of Alpora/);
    expect(count(target)).toBe(3);
    // No staging file, no safety copy: nothing was written.
    const files = fs.readdirSync(dir).filter((name) => !/-(wal|shm)$/.test(name));
    expect(files.sort()).toEqual(['live.sqlite', 'newer.sqlite', 'other.sqlite']);
  });

  test('a zero-byte database is replaced without a safety copy, there being nothing to keep', async () => {
    const dir = tempDir();
    (await appDatabase(path.join(dir, 'backup.sqlite'), 4)).close();
    const target = path.join(dir, 'live.sqlite');
    fs.writeFileSync(target, '');
    const safetyCopy = path.join(dir, 's.sqlite');
    const report = await restoreDatabase({ backup: path.join(dir, 'backup.sqlite'), target, safetyCopy });
    expect(report).toMatchObject({ replaced: { bytes: 0, leads: null }, safetyCopy: null });
    expect(count(target)).toBe(4);
  });
});
