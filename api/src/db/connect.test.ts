import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { DatabaseOpenError, openDatabase } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-db-'));

describe('openDatabase', () => {
  test('creates the data folder and a WAL database', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const db = openDatabase({ dataDir, file: 'x.sqlite' });
    await migrateToLatest(db);
    await db.destroy();
    const raw = new SQLite(path.join(dataDir, 'x.sqlite'), { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  test('a corrupt file gives a clear error naming the file', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'bad.sqlite'), Buffer.alloc(8192, 7));
    expect(() => openDatabase({ dataDir, file: 'bad.sqlite' })).toThrow(DatabaseOpenError);
    expect(() => openDatabase({ dataDir, file: 'bad.sqlite' })).toThrow(/bad\.sqlite: file is not a database/);
  });

  test('a database locked by another process fails start-up with a clear error, not a hang', async () => {
    const dataDir = tempDir();
    const holder = new SQLite(path.join(dataDir, 'locked.sqlite'));
    holder.exec('create table t (x integer)');
    holder.exec('begin exclusive');
    const start = async () => {
      const db = openDatabase({ dataDir, file: 'locked.sqlite', writeTimeoutMs: 100 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
    };
    await expect(start()).rejects.toThrow(/locked\.sqlite: database is locked/);
    holder.exec('rollback');
    holder.close();
  });
});
