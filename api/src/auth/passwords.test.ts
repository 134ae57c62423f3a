import { describe, expect, test } from 'vitest';
import { createPasswordHasher, createSemaphore, MAX_CONCURRENT_HASHES } from './passwords.ts';

const config = { ARGON2_MEMORY_KIB: 1024, ARGON2_ITERATIONS: 1 };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSemaphore', () => {
  test('runs at most the limit at once, the rest in arrival order, and survives failures', async () => {
    const run = createSemaphore(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const tasks = [0, 1, 2, 3].map((i) =>
      run(async () => {
        started.push(i);
        await new Promise<void>((resolve) => finish.push(resolve));
        if (i === 0) throw new Error('boom');
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    finish[0]?.();
    await expect(tasks[0]).rejects.toThrow('boom');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const done of finish.slice(1)) done();
    await tick();
    finish[3]?.();
    expect(await Promise.all(tasks.slice(1))).toEqual([1, 2, 3]);
  });
});

describe('createPasswordHasher', () => {
  test(`hashes and verifies at most ${MAX_CONCURRENT_HASHES} at once; the others wait`, async () => {
    let inFlight = 0;
    let most = 0;
    const slow = async <T>(value: T) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return value;
    };
    const hasher = createPasswordHasher(config, {
      hash: (password: string) => slow(`hash:${password}`),
      verify: (hash: string, password: string) => slow(hash === `hash:${password}`),
    } as unknown as Parameters<typeof createPasswordHasher>[1]);
    const hashes = await Promise.all(Array.from({ length: 10 }, (_, i) => hasher.hash(`password ${i}`)));
    expect(hashes[3]).toBe('hash:password 3');
    expect(most).toBe(MAX_CONCURRENT_HASHES);
    most = 0;
    const checks = await Promise.all(Array.from({ length: 10 }, () => hasher.verify('hash:x', 'x')));
    expect(checks.every(Boolean)).toBe(true);
    expect(most).toBe(MAX_CONCURRENT_HASHES);
  });

  // claim: hashed-secrets
  test('still hashes and verifies real Argon2id', async () => {
    const hasher = createPasswordHasher(config);
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await hasher.verify(hash, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(hash, 'wrong')).toBe(false);
  });
});
