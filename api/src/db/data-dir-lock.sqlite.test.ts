import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { DATA_DIR_IN_USE_EXIT_CODE, DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alpora-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A Node process that takes the lock of `dir`, says so, and waits to be killed. */
function holderProcess(dir: string) {
  const module = path.join(import.meta.dirname, 'data-dir-lock.ts');
  const script = `import { lockDataDir } from ${JSON.stringify(module)};
lockDataDir(${JSON.stringify(dir)}, 'server'); process.stdout.write('locked\\n'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, locked, exited };
}

describe('lockDataDir', () => {
  test('a second holder is refused at once, naming the first; after release the folder is free', () => {
    const dir = tempDir();
    const first = lockDataDir(dir, 'server', new Date('2026-11-22T10:00:00Z'));
    let refusal: unknown;
    try {
      lockDataDir(dir, 'restore');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirInUseError);
    expect((refusal as DataDirInUseError).exitCode).toBe(DATA_DIR_IN_USE_EXIT_CODE);
    expect((refusal as Error).message).toBe(
      `the data folder ${dir} is in use by another Alpora process (pid ${process.pid}, server since 2026-11-22T10:00:00.000Z); stop it first`,
    );
    first.release();
    lockDataDir(dir, 'restore').release();
  });

  test('another process holds the lock while it lives; a SIGKILL frees it', async () => {
    const dir = tempDir();
    const holder = holderProcess(dir);
    try {
      await holder.locked;
      expect(() => lockDataDir(dir, 'server')).toThrow(DataDirInUseError);
      expect(() => lockDataDir(dir, 'server')).toThrow(`pid ${holder.child.pid}`);
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
    lockDataDir(dir, 'server').release();
  });
});
