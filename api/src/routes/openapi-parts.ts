/**
 * Small builders for route declarations, so each route file reads as its contract: what it
 * takes, what it answers (its errors included) and who may call it.
 */
import { z } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { requireUser } from '#api/auth/require-user.ts';
import type { AccessLevel, SignedInLevel } from '#api/auth/roles.ts';

const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

const statusText: Record<number, string> = {
  400: 'Malformed JSON, or a value the database cannot store',
  401: 'Not logged in, or the session expired',
  403: 'Cross-site write refused, or a role this route does not admit',
  404: 'Not found (or not yours)',
  409: 'Username or email already taken',
  413: 'Request body too large',
  422: 'Invalid fields',
  429: 'Too many requests; Retry-After gives the seconds to wait',
  503: 'Cannot store now (database locked past the bound, disk full, read-only); nothing was stored, Retry-After gives the seconds to wait',
};

/** What a route with a JSON body can always answer: malformed JSON, a body too large, invalid fields. */
export const BODY_ERRORS = [400, 413, 422] as const;

/** The security schemes of the document: the session cookie, or its token as a bearer header; the probe's token. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-session',
    description: 'Set by login and register (named `session` on localhost).',
  },
  bearerToken: { type: 'http', scheme: 'bearer', description: 'The token answered by login and register.' },
  probeToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The server's STATUS_PROBE_TOKEN, held by the outside probe (docs/deployment.md#outside-probe).",
  },
} as const;

/**
 * Who may call a route, stated in its declaration as its OpenAPI `security` (no credentials for
 * `anonymous`, the session cookie or bearer token for every other level) and as `x-access`,
 * the level of docs/back-office.md#roles. A signed-in level comes with its middleware through
 * `restrictTo`; `access` alone is for anonymous routes.
 *
 * @example createRoute({ ...access('anonymous'), method: 'get', path: '/status', ... })
 */
export function access(level: AccessLevel): { security: Record<string, string[]>[]; 'x-access': AccessLevel } {
  return {
    security: level === 'anonymous' ? [] : [{ sessionCookie: [] }, { bearerToken: [] }],
    'x-access': level,
  };
}

/**
 * A signed-in level, declared and enforced at once: the route's `security` and `x-access`, and
 * the middleware that answers 401 without a session and 403 to a role the level leaves out.
 *
 * @example createRoute({ ...restrictTo(deps, 'staff'), method: 'get', path: '/admin/leads', ... })
 */
export function restrictTo(deps: Pick<AppDeps, 'db' | 'clock'>, level: SignedInLevel) {
  return { ...access(level), middleware: [requireUser(deps, level)] };
}

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    required: true,
    ...(description ? { description } : {}),
    content: { 'application/json': { schema } },
  } as const;
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/**
 * States the API call limit in the document: every operation the limit counts (all but the
 * `uncounted` paths, named as the document names them) can answer 429.
 *
 * @example withApiLimit(api.getOpenAPI31Document(config), new Set(['/health']))
 */
export function withApiLimit<D extends { paths?: object }>(doc: D, uncounted: ReadonlySet<string>): D {
  const limited = errorResponses(429);
  const paths = (doc.paths ?? {}) as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  for (const [path, byMethod] of Object.entries(paths)) {
    if (uncounted.has(path)) continue;
    for (const operation of Object.values(byMethod)) {
      operation.responses = { ...limited, ...operation.responses };
    }
  }
  return doc;
}

export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, jsonContent(errorSchema, statusText[status] ?? 'Error')]),
  ) as Record<number, ReturnType<typeof jsonContent<typeof errorSchema>>>;
}
