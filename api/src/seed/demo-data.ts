/**
 * Demo data for local runs (issue: accounts and dashboard). Called by the server at start
 * when SEED_DEMO_DATA is true; must be idempotent (a second start adds nothing).
 */
import type { AppDeps } from '../app-deps.ts';

export interface SeedResult {
  /** Printed by the run command in local mode only (never when NODE_ENV=production). */
  demoAccount?: { username: string; password: string };
}

export async function seedDemoData(_deps: AppDeps): Promise<SeedResult> {
  return {};
}
