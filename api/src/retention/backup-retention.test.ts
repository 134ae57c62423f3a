/**
 * The retention of backups (docs/privacy.md#retention): `cli backup` deletes the backups of its
 * folder older than the data map's `backups` period, known by the name it gives them, and
 * nothing else.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { fileStamp } from '#api/cli/backup.ts';
import { around, cutoffOf, mapWith } from '#api/testing/data-map-copies.ts';
import { backupTime, deleteExpiredBackups } from './backup-retention.ts';

const now = new Date('2026-11-20T09:30:00.000Z');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function folderWith(names: string[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-backups-'));
  folders.push(folder);
  for (const name of names) fs.writeFileSync(path.join(folder, name), 'x');
  return folder;
}

describe('backupTime', () => {
  test('reads the time from the names backup and restore give their copies', () => {
    expect(backupTime(`alpora-${fileStamp(now)}.sqlite`)).toEqual(now);
    expect(backupTime(`before-restore-${fileStamp(now)}.sqlite`)).toEqual(now);
  });

  test.each([
    'alpora.sqlite',
    'notes-2026-11-20T09-30-00-000Z.sqlite',
    `alpora-${fileStamp(now)}.sqlite-wal`,
    'alpora-2026-13-20T09-30-00-000Z.sqlite',
    'alpora-2026-02-30T09-30-00-000Z.sqlite',
  ])('%s is no backup of ours', (name) => {
    expect(backupTime(name)).toBeUndefined();
  });
});

describe('deleteExpiredBackups', () => {
  test("deletes a backup just past the map's period with its journal files, and keeps one just inside it and every other file", () => {
    const { past, inside } = around(cutoffOf('backups', now));
    const older = `before-restore-${fileStamp(new Date('2026-01-01T00:00:00.000Z'))}.sqlite`;
    const others = ['alpora.sqlite', 'copy.sqlite', `alpora-${fileStamp(past)}.sqlite.bak`];
    const folder = folderWith([
      `alpora-${fileStamp(past)}.sqlite`,
      `alpora-${fileStamp(past)}.sqlite-wal`,
      `alpora-${fileStamp(past)}.sqlite-shm`,
      `alpora-${fileStamp(inside)}.sqlite`,
      older,
      ...others,
    ]);

    expect(deleteExpiredBackups(folder, now)).toEqual([older, `alpora-${fileStamp(past)}.sqlite`]);
    expect(fs.readdirSync(folder).sort()).toEqual([`alpora-${fileStamp(inside)}.sqlite`, ...others].sort());
  });

  test('a period changed in the map moves the cutoff: backups kept 7 days instead of 30', () => {
    const tenDaysAgo = `alpora-${fileStamp(new Date(now.getTime() - 10 * 86_400_000))}.sqlite`;
    const folder = folderWith([tenDaysAgo]);
    expect(deleteExpiredBackups(folder, now)).toEqual([]);
    const shorter = mapWith('backups', { retention: { days: 7, after: 'the backup was written' } });
    expect(deleteExpiredBackups(folder, now, shorter)).toEqual([tenDaysAgo]);
  });

  test('never deletes a folder that happens to carry a backup name', () => {
    const folder = folderWith([]);
    fs.mkdirSync(path.join(folder, `alpora-${fileStamp(new Date('2020-01-01T00:00:00.000Z'))}.sqlite`));
    expect(deleteExpiredBackups(folder, now)).toEqual([]);
    expect(fs.readdirSync(folder)).toHaveLength(1);
  });
});
