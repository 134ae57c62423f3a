/**
 * Configuration, parsed once at start-up from the environment; a bad value stops the process
 * with a message that names the variable. Every variable has a default that works locally.
 */
import path from 'node:path';
import { DEFAULT_API_RATE_LIMIT_PER_MINUTE } from '@alpora/shared/api-limits';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { isMailAddress, senderDomain } from './mail/address.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** One plain address such as sales@alpora.ch, as the mail outbox accepts it. */
const mailAddress = z.string().trim().refine(isMailAddress, 'must be one address, e.g. sales@alpora.ch');

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Interface and port of the single-port server (site + API). */
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4321),
    /** Folder of the SQLite database (created when missing). */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** SQLite file name inside DATA_DIR, or ':memory:'. */
    DATABASE_FILE: z.string().default('alpora.sqlite'),
    /**
     * `postgres://user:password@host:port/database` selects PostgreSQL instead of SQLite; several
     * API processes may then share it (docs/deployment.md).
     */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** PostgreSQL connections each API process keeps at most. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /** Folder of the built static site served next to the API. */
    SITE_DIR: z.string().default(path.join(repoRoot, 'dist')),
    /** Serve the built site next to the API (false in development, where Astro serves it). */
    SERVE_SITE: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Public origin of the site; links the API writes (the incidents feed, HTTPS redirects) use it, never the Host header. */
    SITE_URL: z.string().url().default('http://localhost:4321'),
    /** Public URL of the client app (docs/product.md#api, /api/config). */
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
    /** Lead forms (docs/product.md#leads): requests per client IP and window before a 429. */
    LEADS_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    LEADS_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
    /** Analytics events per client IP and minute before a 429 (a page sends a handful). */
    EVENTS_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    /**
     * Cookie banner answers (`POST /api/consents`) per client IP and minute before a 429: a
     * visitor answers once, and again when they change their mind.
     */
    CONSENTS_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    /** Calendar booking page offered in the demo modal; without it the modal shows its coming-soon text. */
    DEMO_BOOKING_URL: z.string().url().optional(),
    /** Mailbox named in the demo modal (docs/product.md#modals). */
    DEMO_CONTACT_EMAIL: z.string().email().default('sales@alpora.ch'),
    /**
     * The team's address for lead notifications (docs/decisions.md §70): every demo request,
     * contact message, design partner application and plan sign-up; each kind may go elsewhere.
     */
    SALES_NOTIFY_EMAIL: mailAddress.default('sales@alpora.ch'),
    SALES_NOTIFY_EMAIL_DEMO: mailAddress.optional(),
    SALES_NOTIFY_EMAIL_CONTACT: mailAddress.optional(),
    SALES_NOTIFY_EMAIL_DESIGN_PARTNER: mailAddress.optional(),
    SALES_NOTIFY_EMAIL_PLAN: mailAddress.optional(),
    /** Status page health checks (docs/decisions.md §8): how often, how long a probe may take, when it is slow. */
    HEALTH_CHECK_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
    HEALTH_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    HEALTH_SLOW_MS: z.coerce.number().int().positive().default(1_000),
    /** URL whose answer means the site is up; default: this process's own / when it serves the site. */
    HEALTH_APP_URL: z.string().url().optional(),
    /** Health URL of the orchestrator; without it the status page says "Not monitored". */
    HEALTH_ORCHESTRATOR_URL: z.string().url().optional(),
    /** Market feed freshness: older prices are degraded, then down. */
    HEALTH_MARKET_STALE_MS: z.coerce.number().int().positive().default(30_000),
    HEALTH_MARKET_DOWN_MS: z.coerce.number().int().positive().default(300_000),
    /**
     * How long a write waits for another process's lock (a backup, an operator's sqlite shell)
     * before the request answers 503; it waits on timers, never blocking other requests.
     */
    DB_WRITE_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    /**
     * The token the outside probe (`cli probe`, docs/deployment.md) sends to POST
     * /api/status/probes. Without it the route answers 404 and only the checks inside the
     * server count (docs/decisions.md §266). Make one with `openssl rand -hex 32`.
     */
    STATUS_PROBE_TOKEN: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().min(32, 'use at least 32 characters, e.g. from openssl rand -hex 32').optional(),
    ),
    /** Single checks are kept this many days; the daily roll-up is kept for 400 days. */
    HEALTH_RETENTION_DAYS: z.coerce.number().int().min(1).default(7),
    /**
     * Login attempts in 15 minutes (ASVS V6.3.1, docs/decisions.md §58): per username from one
     * client IP (tight), per username from everywhere (loose, so nobody can lock the owner out),
     * per client IP across usernames.
     */
    LOGIN_RATE_LIMIT_PER_USERNAME_AND_IP: z.coerce.number().int().positive().default(5),
    LOGIN_RATE_LIMIT_PER_USERNAME: z.coerce.number().int().positive().default(100),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().default(50),
    /** Calls per minute to /api/* per signed-in user, or per client IP without a session (docs/decisions.md §57). */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_API_RATE_LIMIT_PER_MINUTE),
    /**
     * The reverse proxies in front of the server (docs/decisions.md §56): none by default; a hop
     * count (`1`) or a comma list of addresses, CIDR blocks and `loopback`.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): TrustProxy => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** Registrations per client IP and window: slows username probing and bulk account creation. */
    REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    REGISTER_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
    /** Adds GET /bench/hello, the hello-world ceiling of `pnpm bench:api`; never in production use. */
    BENCH_HELLO_ROUTE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Serve HTTPS with this certificate and key (PEM files) when no proxy terminates TLS. */
    TLS_CERT_FILE: z.string().optional(),
    TLS_KEY_FILE: z.string().optional(),
    /** With TLS: a plain-HTTP port that redirects every request to HTTPS. */
    HTTP_REDIRECT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Run the embedded simulated market feed; false starts it stopped (a stale feed). */
    MARKET_FEED_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * Argon2id cost (OWASP Password Storage Cheat Sheet: 19 MiB, 2 iterations, parallelism 1).
     * Lower values are accepted only outside production, so tests can hash quickly.
     */
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
    ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
    /**
     * The mail server (docs/deployment.md): `smtp://user:password@host:587` (STARTTLS when the
     * server offers it) or `smtps://…:465`. Without it, outside production, mails are written to
     * DATA_DIR/mailbox/ and listed at /dev/mail; production requires it.
     */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** The sender of every mail; its domain also names the Message-IDs. */
    MAIL_FROM: z
      .string()
      .default('Alpora <hello@alpora.ch>')
      .refine((value) => senderDomain(value) !== undefined, 'must be an address, e.g. Alpora <hello@alpora.ch>'),
    /** DKIM signing of outgoing mail: all three or none. */
    DKIM_DOMAIN: z.string().optional(),
    DKIM_SELECTOR: z.string().optional(),
    /** PEM file of the DKIM private key. */
    DKIM_PRIVATE_KEY_FILE: z.string().optional(),
    /**
     * Operators mailed when a monitored service goes down and when it recovers (docs/decisions.md
     * §71): one address or a comma-separated list; without it no alert is sent.
     */
    OPS_ALERT_EMAIL: z
      .string()
      .optional()
      .transform((value, ctx): string[] => {
        const addresses = [...new Set((value ?? '').split(',').map((part) => part.trim()))].filter(Boolean);
        const invalid = addresses.filter((address) => !isMailAddress(address));
        if (invalid.length > 0) {
          ctx.addIssue({ code: 'custom', message: `not a mail address: ${invalid.join(', ')}` });
          return z.NEVER;
        }
        return addresses;
      }),
    /** How often the mail sender looks for due mails (it also starts at once after an enqueue). */
    MAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(5_000),
    /** First retry delay after a failed delivery; it doubles per attempt up to 10 minutes (docs/decisions.md §68). */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
    /**
     * Single sign-on with the organisation's OpenID Connect provider (docs/deployment.md,
     * docs/decisions.md §105): its issuer URL and this site's client at it, all three or none.
     * The provider must allow the redirect URI `SITE_URL/api/auth/sso/callback`.
     */
    OIDC_ISSUER: z.string().url().optional(),
    OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The words of the login page's single sign-on button, e.g. "Sign in with Contoso". */
    OIDC_BUTTON_LABEL: z.string().trim().min(1).max(60).default('Sign in with SSO'),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV === 'production' && (config.ARGON2_MEMORY_KIB < 19_456 || config.ARGON2_ITERATIONS < 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ARGON2_MEMORY_KIB'],
        message: 'below OWASP minimum (19456 KiB, 2 iterations)',
      });
    }
    // Production mail must reach people; the local mailbox would swallow it (docs/decisions.md §67).
    if (config.NODE_ENV === 'production' && !config.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'required in production: set SMTP_URL=smtp://user:password@host:587 (or smtps://…:465)',
      });
    }
    // Every link in a mail (confirm, unsubscribe, status page) starts with SITE_URL, and a mail
    // client offers one-click unsubscribe only for an https address (RFC 8058): the default
    // (this machine) would send people links that lead nowhere.
    if (config.NODE_ENV === 'production' && new URL(config.SITE_URL).protocol !== 'https:') {
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'required in production as the public https origin of the site, e.g. SITE_URL=https://alpora.ch',
      });
    }
    const oidc = [config.OIDC_ISSUER, config.OIDC_CLIENT_ID, config.OIDC_CLIENT_SECRET];
    if (oidc.some((value) => value) && !oidc.every((value) => value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none of them',
      });
    }
    // Tokens and the user's identity travel between this server and the provider: never in
    // clear text in production (docs/decisions.md §105).
    if (config.NODE_ENV === 'production' && config.OIDC_ISSUER && new URL(config.OIDC_ISSUER).protocol !== 'https:') {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'must be an https URL in production, e.g. OIDC_ISSUER=https://login.example.ch',
      });
    }
    const dkim = [config.DKIM_DOMAIN, config.DKIM_SELECTOR, config.DKIM_PRIVATE_KEY_FILE];
    if (dkim.some((value) => value) && !dkim.every((value) => value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['DKIM_DOMAIN'],
        message: 'set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together, or none of them',
      });
    }
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
