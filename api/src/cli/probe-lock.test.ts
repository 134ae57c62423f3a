/**
 * One probe run at a time per state file: an overlapping cron run skips rather than writing over
 * the other's backlog, a lock left by a run that died is taken over by one taker only, and a
 * long round that keeps its lock alive is never taken over (docs/decisions.md §276, §289).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { STALE_AFTER_MS, takeOverStale, takeProbeLock } from './probe-lock.ts';

const stateFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-probe-lock-')), 'state.json');

test('while one run holds the lock another is refused; once released it can be taken again', () => {
  const file = stateFile();
  const lock = takeProbeLock(file);
  expect(lock).toBeDefined();
  expect(takeProbeLock(file)).toBeUndefined();
  lock?.release();
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
  const again = takeProbeLock(file);
  expect(again).toBeDefined();
  again?.release();
});

test('a lock older than the stale limit was left by a run that died, and is taken over', () => {
  const file = stateFile();
  fs.writeFileSync(`${file}.lock`, '12345 long ago\n');
  expect(takeProbeLock(file, Date.now() + STALE_AFTER_MS / 2)).toBeUndefined();
  const lock = takeProbeLock(file, Date.now() + STALE_AFTER_MS + 60_000);
  expect(lock).toBeDefined();
  expect(fs.readFileSync(`${file}.lock`, 'utf8')).toContain(String(process.pid));
  lock?.release();
});

/** Sets the lock's time as if it was last touched `ms` ago. */
function touchedAgo(lockFile: string, ms: number) {
  const at = new Date(Date.now() - ms);
  fs.utimesSync(lockFile, at, at);
}

test("two takers that judged the same lock stale: the second puts the first one's fresh lock back", () => {
  const file = stateFile();
  const lockFile = `${file}.lock`;
  fs.writeFileSync(lockFile, '12345 long ago\n');
  touchedAgo(lockFile, STALE_AFTER_MS + 60_000);
  // Both looked at the dead run's lock before either moved it.
  const judgedByBoth = fs.statSync(lockFile);

  const first = takeProbeLock(file);
  expect(first).toBeDefined();
  const firstLock = fs.readFileSync(lockFile, 'utf8');

  expect(takeOverStale(lockFile, judgedByBoth)).toBe(false);
  expect(fs.readFileSync(lockFile, 'utf8')).toBe(firstLock);
  expect(takeProbeLock(file)).toBeUndefined();
  expect(fs.readdirSync(path.dirname(file))).toEqual(['state.json.lock']);
  // Put back as the same file: its holder still releases it.
  first?.release();
  expect(fs.existsSync(lockFile)).toBe(false);
});

test('a round that refreshes its lock is not taken over, however long it runs', () => {
  const file = stateFile();
  const lockFile = `${file}.lock`;
  const lock = takeProbeLock(file);
  touchedAgo(lockFile, STALE_AFTER_MS + 60_000); // a round that has run for eleven minutes…
  lock?.refresh(); // …and has just posted a batch
  expect(takeProbeLock(file)).toBeUndefined();
  lock?.release();
});

test("a run whose lock was taken over does not remove the new holder's lock", () => {
  const file = stateFile();
  const lockFile = `${file}.lock`;
  const slow = takeProbeLock(file);
  touchedAgo(lockFile, STALE_AFTER_MS + 60_000);
  const next = takeProbeLock(file);
  expect(next).toBeDefined();
  const nextTime = fs.statSync(lockFile).mtimeMs;

  slow?.refresh();
  slow?.release();
  expect(fs.statSync(lockFile).mtimeMs).toBe(nextTime);
  expect(takeProbeLock(file)).toBeUndefined();
  next?.release();
});
