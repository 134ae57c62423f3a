/**
 * One probe run at a time per state file (docs/deployment.md#outside-probe, docs/decisions.md
 * §289): a cron run that overlaps a slow one would read the state, observe, and write it over the
 * other's backlog. The lock is `<state>.lock`, created exclusively (`wx`); its holder touches it
 * at every step of its round, so a lock untouched for `STALE_AFTER_MS` was left by a run that
 * died, and is taken over. Taking over moves the lock aside under a name of the taker's own and
 * keeps it only when it is still the very file judged stale: a second taker that judged the same
 * lock stale moves the first taker's fresh lock instead, sees it is another file, and puts it back.
 *
 * @example const lock = takeProbeLock('alpora-probe-state.json'); if (lock) try { lock.refresh(); … } finally { lock.release(); }
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

/** Longer than any step of a round: the two looks, or the post of one batch, each within its timeout. */
export const STALE_AFTER_MS = 10 * 60_000;

export interface ProbeLock {
  /** Marks the lock as alive now, so a long round is not taken over while it runs. */
  refresh(): void;
  /** Removes the lock, unless another run has taken it over meanwhile. */
  release(): void;
}

/** Takes the lock, or answers undefined while another live run holds it. */
export function takeProbeLock(stateFile: string, now = Date.now()): ProbeLock | undefined {
  const lockFile = `${stateFile}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return createLock(lockFile, now);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
      const held = fs.statSync(lockFile, { throwIfNoEntry: false });
      if (held && now - held.mtimeMs <= STALE_AFTER_MS) return undefined;
      // Gone meanwhile, or stale and now out of the way: try to create it again, exclusively.
      if (held && !takeOverStale(lockFile, held)) return undefined;
    }
  }
  return undefined;
}

/**
 * Moves the lock judged stale out of the way. Answers false, with the lock left in place, when
 * the file found there is not the one judged stale: another taker's, or a holder's that was
 * refreshed after it was judged.
 */
export function takeOverStale(lockFile: string, judged: fs.Stats): boolean {
  const aside = `${lockFile}.${process.pid}-${randomUUID()}`;
  try {
    fs.renameSync(lockFile, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return true;
    throw error;
  }
  const moved = fs.statSync(aside);
  // A fresh lock may reuse the stale one's inode, never its time.
  if (sameFile(moved, judged) && moved.mtimeMs === judged.mtimeMs) {
    fs.rmSync(aside, { force: true });
    return true;
  }
  try {
    // Put back as the same file, so its holder still knows it; never over a lock made meanwhile.
    fs.linkSync(aside, lockFile);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
  }
  fs.rmSync(aside, { force: true });
  return false;
}

function createLock(lockFile: string, now: number): ProbeLock {
  // The holder knows its lock by its words: a file system may give a new lock the inode of one removed.
  const words = `${process.pid} ${new Date(now).toISOString()} ${randomUUID()}\n`;
  fs.writeFileSync(lockFile, words, { flag: 'wx' });
  const stillMine = () => {
    try {
      return fs.readFileSync(lockFile, 'utf8') === words;
    } catch {
      return false;
    }
  };
  return {
    refresh() {
      if (!stillMine()) return;
      const at = new Date();
      fs.utimesSync(lockFile, at, at);
    },
    release() {
      if (stillMine()) fs.rmSync(lockFile, { force: true });
    },
  };
}

const sameFile = (a: fs.Stats, b: fs.Stats) => a.dev === b.dev && a.ino === b.ino;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;
