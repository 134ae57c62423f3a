/**
 * One probe run at a time per state file (docs/deployment.md#outside-probe): a cron run that
 * overlaps a slow one would read the state, observe, and write it over the other's backlog. The
 * lock is `<state>.lock`, created exclusively (`wx`); a lock older than `STALE_AFTER_MS` was left
 * by a run that died, and is taken over.
 *
 * @example const release = takeProbeLock('alpora-probe-state.json'); if (release) try { … } finally { release(); }
 */
import fs from 'node:fs';

/** Longer than any round: two probes, the posts of a full backlog, each within its timeout. */
export const STALE_AFTER_MS = 10 * 60_000;

/** Takes the lock and answers its release, or undefined while another live run holds it. */
export function takeProbeLock(stateFile: string, now = Date.now()): (() => void) | undefined {
  const lockFile = `${stateFile}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid} ${new Date(now).toISOString()}\n`, { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = fs.statSync(lockFile, { throwIfNoEntry: false });
      if (held && now - held.mtimeMs <= STALE_AFTER_MS) return undefined;
      // Left by a run that died (or gone meanwhile): removed, then created again exclusively, so two takers cannot both win.
      fs.rmSync(lockFile, { force: true });
    }
  }
  return undefined;
}
