/**
 * Demo data for local runs: a demo account with its demo
 * portfolio. Called by the server at start when SEED_DEMO_DATA is true; idempotent (a second
 * start adds no rows). The password is random and renewed at every start, so no fixed
 * password ever exists; the run command prints it in local mode only. It only ever touches the
 * account it made (username `demo`, email demo@example.com): an account of a person that holds
 * either, from before the name was reserved, is left alone and no demo account is seeded.
 */
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding';
import type { AppDeps } from '#api/app-deps.ts';
import { createPasswordHasher } from '#api/auth/passwords.ts';
import { deleteSessionsOfUser } from '#api/repositories/sessions.ts';
import {
  DEMO_EMAIL,
  DEMO_USERNAME,
  findUserByUsername,
  identityKey,
  insertUser,
  takenIdentities,
  updatePasswordHash,
} from '#api/repositories/users.ts';
import { createDemoPortfolio } from './demo-portfolio.ts';

/** The job's name for leadership: one process of a cluster seeds (docs/decisions.md §62). */
export const DEMO_DATA_JOB = 'demo-data';

interface SeedResult {
  /** Printed by the run command in local mode only (never when NODE_ENV=production). */
  demoAccount?: { username: string; password: string };
}

function randomPassword(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  // 16 characters in groups of four: easy to type, 80 random bits.
  return encodeBase32LowerCaseNoPadding(bytes).match(/.{4}/g)?.join('-') ?? '';
}

export async function seedDemoData({ db, clock, config, logger }: AppDeps): Promise<SeedResult> {
  const existing = await findUserByUsername(db, DEMO_USERNAME);
  const taken = await takenIdentities(db, DEMO_USERNAME, DEMO_EMAIL);
  const ours = existing !== undefined && existing.email_key === identityKey(DEMO_EMAIL);
  if (existing ? !ours : taken.email) {
    logger.warn('demo account not seeded: another account holds its username or email', {
      username: DEMO_USERNAME,
      email: DEMO_EMAIL,
    });
    return {};
  }
  const hasher = createPasswordHasher(config);
  const password = randomPassword();
  const passwordHash = await hasher.hash(password);
  if (existing) {
    await updatePasswordHash(db, existing.id, passwordHash);
    // Sessions opened with the previous password end with it.
    await deleteSessionsOfUser(db, existing.id);
  } else {
    const id = crypto.randomUUID();
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        username: DEMO_USERNAME,
        email: DEMO_EMAIL,
        passwordHash,
        firstName: 'Demo',
        lastName: 'Client',
        createdAt: now.toISOString(),
      });
      await createDemoPortfolio(trx, id, now);
    });
  }
  return { demoAccount: { username: DEMO_USERNAME, password } };
}
