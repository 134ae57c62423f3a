/**
 * The retention of backups (docs/privacy.md#retention, docs/deployment.md#backups): after
 * `cli backup` writes a backup, the backups in the same folder older than the data map's
 * `backups` period go. A file counts as a backup only by its name, the one `cli backup` or
 * `cli restore` gives it (`alpora-<stamp>.sqlite`, `before-restore-<stamp>.sqlite`, the stamp
 * written by `fileStamp`), and its age is the stamp in the name, not the file's time, which a
 * copy to another disk changes. Nothing else in the folder is ever touched (docs/decisions.md §203).
 *
 * @example const removed = deleteExpiredBackups(path.dirname(destination), new Date());
 */
import fs from 'node:fs';
import path from 'node:path';
import { type DataMap, kindOf, retentionCutoff } from '@alpora/shared/data-map';
import { dataMap } from '#api/privacy/data-map-file.ts';

const BACKUP_NAME = /^(?:alpora|before-restore)-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.sqlite$/;

/** When the backup named `name` was written, or undefined when the name is not a backup's. */
export function backupTime(name: string): Date | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, day, hours, minutes, seconds, millis] = match;
  const iso = `${day}T${hours}:${minutes}:${seconds}.${millis}Z`;
  const time = new Date(iso);
  // A stamp no clock writes (month 13, 30 February) is no backup of ours.
  return Number.isNaN(time.getTime()) || time.toISOString() !== iso ? undefined : time;
}

/** The cutoff of the map's `backups` kind: a backup written before it is past its period. */
export function backupCutoff(now: Date, map: DataMap = dataMap()): Date {
  const cutoff = retentionCutoff(kindOf(map, 'backups').retention, now);
  if (!cutoff) throw new Error('The data map gives "backups" no period, so no backup could ever be deleted.');
  return cutoff;
}

/**
 * Deletes the backups in `folder` written before the map's period, with their SQLite journal
 * files; answers their names, oldest first. Only plain files with a backup's name go.
 */
export function deleteExpiredBackups(folder: string, now: Date, map: DataMap = dataMap()): string[] {
  const cutoff = backupCutoff(now, map);
  const expired = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => ({ name: entry.name, time: backupTime(entry.name) }))
    .filter((file): file is { name: string; time: Date } => file.time !== undefined && file.time < cutoff)
    .sort((a, b) => a.time.getTime() - b.time.getTime());
  for (const file of expired) {
    // The SQLite journal files beside a backup hold pages of the same database.
    for (const suffix of ['', '-wal', '-shm', '-journal'])
      fs.rmSync(path.join(folder, file.name + suffix), { force: true });
  }
  return expired.map((file) => file.name);
}
