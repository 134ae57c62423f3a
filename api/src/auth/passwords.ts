/**
 * Password hashing with Argon2id (DECISIONS: users and sessions; OWASP Password Storage Cheat
 * Sheet: 19 MiB memory, 2 iterations, parallelism 1). The cost comes from configuration so
 * tests can hash quickly; production refuses anything weaker (config.ts).
 */
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import type { Config } from '../config.ts';

// Algorithm.Argon2id; its const enum cannot be read when modules are compiled one by one.
const ARGON2ID = 2 as Algorithm;

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

export function createPasswordHasher(config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_ITERATIONS'>): PasswordHasher {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_ITERATIONS,
    parallelism: 1,
  };
  let dummyHash: Promise<string> | undefined;

  const check = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  };

  return {
    hash: (password) => hash(password, options),
    verify: check,
    async verifyNobody(password) {
      dummyHash ??= hash('not-a-real-account-password', options);
      await check(await dummyHash, password);
    },
  };
}
