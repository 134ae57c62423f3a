import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { databaseWrites } from '#api/health/database-writes.ts';
import { DatabaseUnavailableError } from './database-unavailable.ts';
import { migrateToLatest } from './migrate.ts';
import { DatabaseOpenError, openSqliteDatabase } from './sqlite-engine.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-db-'));

describe('openDatabase', () => {
  test('creates the data folder and a WAL database', async () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const db = openSqliteDatabase({ dataDir, file: 'x.sqlite' }).db;
    await migrateToLatest(db);
    await db.destroy();
    const raw = new SQLite(path.join(dataDir, 'x.sqlite'), { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });

  test('a corrupt file gives a clear error naming the file', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'bad.sqlite'), Buffer.alloc(8192, 7));
    expect(() => openSqliteDatabase({ dataDir, file: 'bad.sqlite' })).toThrow(DatabaseOpenError);
    expect(() => openSqliteDatabase({ dataDir, file: 'bad.sqlite' })).toThrow(/bad\.sqlite: file is not a database/);
  });

  test('a database locked by another process fails start-up with a clear error, not a hang', async () => {
    const dataDir = tempDir();
    const holder = new SQLite(path.join(dataDir, 'locked.sqlite'));
    holder.exec('create table t (x integer)');
    holder.exec('begin exclusive');
    const start = async () => {
      const db = openSqliteDatabase({ dataDir, file: 'locked.sqlite', writeTimeoutMs: 100 }).db;
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

  test('every commit is synced: synchronous=FULL in WAL mode (docs/decisions.md §55)', async () => {
    const db = openSqliteDatabase({ dataDir: tempDir(), file: 'sync.sqlite' }).db;
    try {
      // 2 is FULL (0 OFF, 1 NORMAL, 3 EXTRA).
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(rows[0]?.synchronous).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});

describe('writes while another process holds the write lock (docs/decisions.md §53)', () => {
  function lockedDatabase() {
    const dataDir = tempDir();
    const db = openSqliteDatabase({ dataDir, file: 'shared.sqlite', writeTimeoutMs: 300 }).db;
    const other = new SQLite(path.join(dataDir, 'shared.sqlite'));
    other.exec('create table t (x integer)');
    other.exec('begin immediate');
    return { db, other };
  }

  test('the event loop keeps turning, reads answer, and the write fails as unavailable past the bound', async () => {
    const { db, other } = lockedDatabase();
    try {
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 1);
      const write = sql`insert into t values (1)`.execute(db).catch((error: unknown) => error);
      const transaction = db
        .transaction()
        .execute((trx) => sql`insert into t values (2)`.execute(trx))
        .catch((error: unknown) => error);
      // A read in the meantime answers at once from the WAL snapshot.
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]?.n).toBe(0);
      const [writeError, transactionError] = await Promise.all([write, transaction]);
      clearInterval(ticker);
      // A synchronous busy wait would have frozen the timers for the whole bound.
      expect(ticks).toBeGreaterThan(10);
      for (const error of [writeError, transactionError]) {
        expect(error).toBeInstanceOf(DatabaseUnavailableError);
        expect((error as DatabaseUnavailableError).reason).toBe('database locked');
      }
      expect(databaseWrites(db).state).toEqual({ writable: false, reason: 'database locked' });
    } finally {
      other.exec('rollback');
      other.close();
      await db.destroy();
    }
  });

  test('a write waiting for the lock goes through once the other process lets go', async () => {
    const { db, other } = lockedDatabase();
    try {
      const write = db.transaction().execute((trx) => sql`insert into t values (3)`.execute(trx));
      setTimeout(() => other.exec('rollback'), 50);
      await write;
      expect((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]?.n).toBe(1);
      expect(databaseWrites(db).state.writable).toBe(true);
    } finally {
      other.close();
      await db.destroy();
    }
  });

  test('a failing transaction reports its own error, not a failed rollback', async () => {
    const db = openSqliteDatabase({ dataDir: tempDir(), file: 'rollback.sqlite' }).db;
    try {
      const failing = db.transaction().execute(async (trx) => {
        await sql`create table u (x integer)`.execute(trx);
        // SQLite ends the transaction itself, as it does after SQLITE_FULL.
        await sql`rollback`.execute(trx);
        throw new Error('the real cause');
      });
      await expect(failing).rejects.toThrow('the real cause');
    } finally {
      await db.destroy();
    }
  });
});
