/**
 * One probe run at a time per state file: an overlapping cron run skips rather than writing over
 * the other's backlog, and a lock left by a run that died is taken over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { STALE_AFTER_MS, takeProbeLock } from './probe-lock.ts';

const stateFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-probe-lock-')), 'state.json');

test('while one run holds the lock another is refused; once released it can be taken again', () => {
  const file = stateFile();
  const release = takeProbeLock(file);
  expect(release).toBeTypeOf('function');
  expect(takeProbeLock(file)).toBeUndefined();
  release?.();
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
  const again = takeProbeLock(file);
  expect(again).toBeTypeOf('function');
  again?.();
});

test('a lock older than the stale limit was left by a run that died, and is taken over', () => {
  const file = stateFile();
  fs.writeFileSync(`${file}.lock`, '12345 long ago\n');
  expect(takeProbeLock(file, Date.now() + STALE_AFTER_MS / 2)).toBeUndefined();
  const release = takeProbeLock(file, Date.now() + STALE_AFTER_MS + 60_000);
  expect(release).toBeTypeOf('function');
  expect(fs.readFileSync(`${file}.lock`, 'utf8')).toContain(String(process.pid));
  release?.();
});
