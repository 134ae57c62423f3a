import { describe, expect, test } from 'vitest';
import type { UnwritableReason } from '#api/db/database-unavailable.ts';
import { DatabaseWrites, MIN_FREE_BYTES, type WriteState } from './database-writes.ts';

/** A tracker over a fake file system, lock and clock, so that every state can be set by hand. */
function tracker() {
  const world = {
    now: 0,
    freeBytes: 100 * MIN_FREE_BYTES,
    accessError: undefined as string | undefined,
    lockFree: true,
  };
  const changes: WriteState[] = [];
  const writes = new DatabaseWrites({
    dataDir: '/data',
    writeTimeoutMs: 5000,
    now: () => world.now,
    driver: { tryWriteLock: async () => world.lockFree },
    statfs: async () => ({ bavail: world.freeBytes / 4096, bsize: 4096 }),
    access: async () => {
      if (world.accessError) throw Object.assign(new Error(world.accessError), { code: world.accessError });
    },
  });
  writes.onChange((state) => changes.push(state));
  /** Moves the clock past the probe's reuse window and checks. */
  const check = (advanceMs = 1000) => {
    world.now += advanceMs;
    return writes.check();
  };
  return { writes, world, changes, check };
}

describe('database write health (docs/decisions.md §54)', () => {
  test('a full disk, then space again', async () => {
    const { world, changes, check } = tracker();
    expect(await check()).toEqual({ writable: true, reason: null });
    world.freeBytes = MIN_FREE_BYTES / 2;
    expect(await check()).toEqual({ writable: false, reason: 'disk full' });
    expect(await check()).toEqual({ writable: false, reason: 'disk full' });
    world.freeBytes = 10 * MIN_FREE_BYTES;
    expect(await check()).toEqual({ writable: true, reason: null });
    // Announced once per change, not once per check.
    expect(changes).toEqual([
      { writable: false, reason: 'disk full' },
      { writable: true, reason: null },
    ]);
  });

  test('a read-only file system', async () => {
    const { world, check } = tracker();
    world.accessError = 'EROFS';
    expect(await check()).toEqual({ writable: false, reason: 'read-only file system' });
  });

  test('a lock counts only once it has been held past the write bound', async () => {
    const { world, check } = tracker();
    world.lockFree = false;
    expect(await check()).toEqual({ writable: true, reason: null });
    expect(await check(3000)).toEqual({ writable: true, reason: null });
    expect(await check(3000)).toEqual({ writable: false, reason: 'database locked' });
    world.lockFree = true;
    expect(await check()).toEqual({ writable: true, reason: null });
  });

  test('a failed write counts until a write succeeds', async () => {
    const { writes, changes } = tracker();
    writes.writeFailed('disk full');
    writes.writeFailed('disk full');
    expect(writes.state).toEqual({ writable: false, reason: 'disk full' });
    writes.writeSucceeded();
    expect(writes.state).toEqual({ writable: true, reason: null });
    expect(changes).toHaveLength(2);
  });

  test('the probe runs at most once a second', async () => {
    const { world, check } = tracker();
    await check();
    world.freeBytes = 0;
    expect(await check(500)).toEqual({ writable: true, reason: null });
    expect(await check(500)).toEqual({ writable: false, reason: 'disk full' });
  });

  test('a database server: its own answer sets the state, and its recovery clears a failed write', async () => {
    let answer: UnwritableReason | null = null;
    let now = 0;
    const writes = new DatabaseWrites({
      dataDir: undefined,
      writeTimeoutMs: 5000,
      now: () => now,
      driver: { tryWriteLock: async () => true },
      server: async () => answer,
    });
    writes.writeFailed('database unreachable');
    answer = 'database unreachable';
    now += 1000;
    expect(await writes.check()).toEqual({ writable: false, reason: 'database unreachable' });
    answer = 'read-only database';
    now += 1000;
    expect(await writes.check()).toEqual({ writable: false, reason: 'read-only database' });
    // Back, with no write since: the server's answer alone makes it writable again.
    answer = null;
    now += 1000;
    expect(await writes.check()).toEqual({ writable: true, reason: null });
  });
});
