/**
 * Configuration, parsed once at start-up from the environment; a bad value stops the process
 * with a message that names the variable. Every variable has a default that works locally.
 */
import path from 'node:path';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface and port of the single-port server (site + API). */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4321),
  /** Folder of the SQLite database (created when missing). */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** SQLite file name inside DATA_DIR, or ':memory:'. */
  DATABASE_FILE: z.string().default('alpora.sqlite'),
  /** Folder of the built static site served next to the API. */
  SITE_DIR: z.string().default(path.join(repoRoot, 'dist')),
  /** Serve the built site next to the API (false in development, where Astro serves it). */
  SERVE_SITE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Public URL of the client app (SPEC 7 /api/config). */
  APP_URL: z.string().url().default('http://localhost:4321'),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Seed the demo account and data at start-up when the database has none. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** A configuration for tests: in-memory database, quiet logs, every other value default. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    DATABASE_FILE: ':memory:',
    ...overrides,
  };
}
