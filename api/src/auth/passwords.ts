/**
 * Password hashing with Argon2id (docs/decisions.md §11; OWASP Password Storage Cheat
 * Sheet: 19 MiB memory, 2 iterations, parallelism 1). The cost comes from configuration so
 * tests can hash quickly; production refuses anything weaker (config.ts).
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { Config } from '#api/config.ts';

// Algorithm.Argon2id; its const enum cannot be read when modules are compiled one by one.
const ARGON2ID = 2 as Algorithm;

/**
 * The stored hash of an account without a password (opened by single sign-on): no password
 * verifies against it, and `hasPassword` says so.
 */
export const NO_PASSWORD_HASH = '';

export function hasPassword(user: { password_hash: string }): boolean {
  return user.password_hash !== NO_PASSWORD_HASH;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** True when the password matches; false for a wrong password or a malformed hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the time of one verification without a user, so an unknown username answers as
   * slowly as a wrong password (no user enumeration by timing, ASVS 5.0 V6.3).
   */
  verifyNobody(password: string): Promise<void>;
}

/**
 * Argon2 runs at most this many at once; the others wait their turn. Each run holds
 * ARGON2_MEMORY_KIB of memory and a thread, so a burst of registrations or logins would
 * otherwise take the server's memory and starve every other request.
 */
export const MAX_CONCURRENT_HASHES = 4;

/** Runs tasks with at most `limit` in flight, the rest in arrival order. */
export function createSemaphore(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next task, so a newcomer cannot overtake it.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export function createPasswordHasher(
  config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_ITERATIONS'>,
  argon2: { hash: typeof hash; verify: typeof verify } = { hash, verify },
): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_ITERATIONS,
    parallelism: 1,
  };
  let dummyHash: Promise<string> | undefined;
  const limited = createSemaphore(MAX_CONCURRENT_HASHES);
  const hashPassword = (password: string) => limited(() => argon2.hash(password, options));

  const check = async (passwordHash: string, password: string) => {
    try {
      return await limited(() => argon2.verify(passwordHash, password));
    } catch {
      return false;
    }
  };

  return {
    hash: hashPassword,
    verify: check,
    async verifyNobody(password) {
      dummyHash ??= hashPassword('not-a-real-account-password');
      await check(await dummyHash, password);
    },
  };
}
