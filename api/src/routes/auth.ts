/**
 * Accounts and sessions (docs/product.md#accounts).
 * Login answers the same for an unknown user and a wrong password, in the same time; every
 * attempt is logged without the password and counted against the login limits (auth/login-throttle.ts).
 * The second step of a sign-in (./second-step.ts) shares those limits: one throttle for both.
 */
import {
  authResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  registerRequestSchema,
} from '@alpora/shared/schemas/auth';
import { createRoute } from '@hono/zod-openapi';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import type { AppDeps } from '#api/app-deps.ts';
import { publicUser, registerAccount } from '#api/auth/accounts.ts';
import { assertSameOriginWrite } from '#api/auth/csrf.ts';
import type { LoginThrottle } from '#api/auth/login-throttle.ts';
import { createPasswordHasher, hasPassword } from '#api/auth/passwords.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { assertMayUseOneFactor, beginSecondStep, secondFactorsOf } from '#api/auth/second-step.ts';
import { clearSessionCookie } from '#api/auth/session-cookie.ts';
import { invalidateSession } from '#api/auth/sessions.ts';
import { openSession } from '#api/auth/sign-in.ts';
import { ApiError } from '#api/http/errors.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { subscriptionMailSettings } from '#api/repositories/subscriptions.ts';
import { findUserByUsername, identityKey } from '#api/repositories/users.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';
import { secondStepRoutes } from './second-step.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password.';

const login = createRoute({
  ...access('anonymous'),
  method: 'post',
  path: '/auth/login',
  tags: ['Accounts'],
  summary: 'Log in; every login issues a new session token',
  description:
    'Attempts are limited per username from one client IP, per client IP and per username (429 with Retry-After).',
  request: { body: jsonBody(loginRequestSchema) },
  responses: {
    200: jsonContent(loginResponseSchema, 'Logged in, or the second step the sign-in needs'),
    ...errorResponses(...BODY_ERRORS, 401, 403, 429),
  },
});

function signedInRoutes(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const signedIn = { ...restrictTo(deps, 'user'), tags: ['Accounts'] };
  const logout = createRoute({
    ...signedIn,
    method: 'post',
    path: '/auth/logout',
    summary: 'Revoke the current session',
    responses: { 204: { description: 'Logged out' }, ...errorResponses(401, 403) },
  });
  const me = createRoute({
    ...signedIn,
    method: 'get',
    path: '/auth/me',
    summary: 'The signed-in user',
    responses: { 200: jsonContent(meResponseSchema, 'The user'), ...errorResponses(401) },
  });
  return { logout, me };
}

/**
 * How a username appears in failed-login logs: the first 12 hex characters of the SHA-256 of
 * its lower-cased form. Attempts on one name can still be grouped, but a password typed into
 * the username field never lands in the logs.
 */
export function usernameDigest(username: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(identityKey(username)))).slice(0, 12);
}

export function authRoutes(deps: AppDeps, loginThrottle: LoginThrottle) {
  const { db, clock, config, logger, rateCounters } = deps;
  const hasher = createPasswordHasher(config);
  const mail = subscriptionMailSettings(config);
  const register = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/auth/register',
    tags: ['Accounts'],
    summary: 'Open an account; answers a session token and sets the session cookie',
    // Per client IP: slows username probing (a taken name answers 409) and bulk sign-ups.
    middleware: [
      rateLimit({
        name: 'registration',
        limit: config.REGISTER_RATE_LIMIT,
        windowMs: config.REGISTER_RATE_WINDOW_SECONDS * 1000,
        clock,
        counters: rateCounters,
      }),
    ],
    request: { body: jsonBody(registerRequestSchema) },
    responses: {
      201: jsonContent(authResponseSchema, 'Account opened'),
      ...errorResponses(...BODY_ERRORS, 403, 409, 429),
    },
  });
  const { logout, me } = signedInRoutes({ db, clock });

  // Typed with the signed-in context: only the routes behind requireUser read it.
  return createRouter<AuthEnv>()
    .openapi(register, async (c) => {
      assertSameOriginWrite(c, 'none');
      const user = await registerAccount(db, c.req.valid('json'), { hasher, mail, now: clock.now() });
      logger.info('account registered', { requestId: c.get('requestId'), userId: user.id });
      deps.kickMailSender?.();
      return c.json(await openSession(deps, c, user, 'registration'), 201);
    })
    .openapi(login, async (c) => {
      assertSameOriginWrite(c, 'none');
      const { username, password } = c.req.valid('json');
      // The request's own line already has the address; the attempt's line names the account
      // by id, never by address or username (content/data-map.yaml, `server-logs`).
      const attempt = { requestId: c.get('requestId') };
      const failed = { ...attempt, usernameHash: usernameDigest(username) };
      try {
        await loginThrottle.countAttempt(c, username);
      } catch (error) {
        // Only a refusal is a rate-limited attempt; a database outage is logged as the error it is.
        if (error instanceof ApiError && error.status === 429) {
          logger.warn('login attempt', { ...failed, outcome: 'rate_limited' });
        }
        throw error;
      }
      const user = await findUserByUsername(db, username);
      // Unknown users cost one verification too, so timing does not reveal which names exist.
      // An account without a password (single sign-on) is checked as slowly as a wrong one.
      let valid = false;
      if (user && hasPassword(user)) valid = await hasher.verify(user.password_hash, password);
      else await hasher.verifyNobody(password);
      if (!user || !valid) {
        logger.warn('login attempt', { ...failed, ...(user && { userId: user.id }), outcome: 'failure' });
        if (user) {
          const event = { userId: user.id, kind: 'sign-in', outcome: 'failure', method: 'password' } as const;
          await recordSecurityEvent(db, { ...event, detail: 'wrong password', device: requestDevice(c) }, clock.now());
        }
        throw new ApiError(401, 'invalid_credentials', INVALID_CREDENTIALS);
      }
      logger.info('login attempt', { ...attempt, outcome: 'success', userId: user.id });
      const factors = await secondFactorsOf(deps, user);
      // The attempt count stays until the second step succeeds: a password alone must not
      // buy fresh tries at the code.
      if (factors) return c.json(await beginSecondStep(deps, c, user, 'password', factors), 200);
      assertMayUseOneFactor(user);
      await loginThrottle.succeeded(c, username);
      return c.json(await openSession(deps, c, user, 'password'), 200);
    })
    .openapi(logout, async (c) => {
      const { user, session } = c.get('auth');
      await invalidateSession(db, session.id);
      clearSessionCookie(c);
      const event = {
        userId: user.id,
        kind: 'sign-out',
        outcome: 'success',
        method: session.method ?? undefined,
      } as const;
      await recordSecurityEvent(db, { ...event, device: requestDevice(c) }, clock.now());
      return c.body(null, 204);
    })
    .openapi(me, (c) => c.json({ user: publicUser(c.get('auth').user) }, 200))
    .route('/', secondStepRoutes(deps, loginThrottle));
}
