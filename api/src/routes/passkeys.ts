/**
 * Passkeys (docs/security.md#passkeys): the owner lists, adds, renames and removes them on
 * /account; anyone signs in with one alone on /login; and a pending sign-in uses one as its
 * second step. Each WebAuthn ceremony is two calls: the options (whose challenge the server
 * keeps, auth/webauthn-ceremony.ts) and the browser's answer to them.
 */
import { authResponseSchema } from '@alpora/shared/schemas/auth';
import {
  passkeyAddedSchema,
  passkeyCreationOptionsSchema,
  passkeyIdParamSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsRequestSchema,
  passkeyRegistrationRequestSchema,
  passkeyRemovedSchema,
  passkeyRemoveRequestSchema,
  passkeyRenameRequestSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
  passkeySignInRequestSchema,
} from '@alpora/shared/schemas/passkeys';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { assertSameOriginWrite } from '#api/auth/csrf.ts';
import { endOtherSessions } from '#api/auth/end-other-sessions.ts';
import { LOGIN_WINDOW_MS, type LoginThrottle } from '#api/auth/login-throttle.ts';
import { passkeyView, removeOwnPasskey, renameOwnPasskey } from '#api/auth/passkeys-management.ts';
import { passkeyRegistrationOptions, registerPasskey } from '#api/auth/passkeys-registration.ts';
import { finishSecondStepWithPasskey, secondStepPasskeyOptions } from '#api/auth/passkeys-second-step.ts';
import { passkeySignInOptions, signInWithPasskey } from '#api/auth/passkeys-sign-in.ts';
import { createPasswordHasher } from '#api/auth/passwords.ts';
import { assertRecentProof } from '#api/auth/recent-proof.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { listPasskeys } from '#api/repositories/passkeys.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

function ownerRoutes(deps: AppDeps) {
  const signedIn = { ...restrictTo(deps, 'user'), tags: ['Passkeys'] };
  const list = createRoute({
    ...signedIn,
    method: 'get',
    path: '/auth/passkeys',
    summary: "The signed-in owner's passkeys",
    responses: { 200: jsonContent(passkeyListSchema, 'Passkeys, oldest first'), ...errorResponses(401) },
  });
  const registrationOptions = createRoute({
    ...signedIn,
    method: 'post',
    path: '/auth/passkeys/registration/options',
    summary: 'Start adding a passkey: the options for navigator.credentials.create()',
    description: 'Needs the current password, or for an account without one a sign-in of the last 15 minutes.',
    request: { body: jsonBody(passkeyRegistrationOptionsRequestSchema) },
    responses: {
      200: jsonContent(passkeyCreationOptionsSchema, 'The creation options; their challenge is kept for 5 minutes'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 409),
    },
  });
  const register = createRoute({
    ...signedIn,
    method: 'post',
    path: '/auth/passkeys/registration',
    summary: "Add the passkey the browser created from this session's options",
    description: 'With `endOtherSessions`, every other session of the account ends once the passkey is added.',
    request: { body: jsonBody(passkeyRegistrationRequestSchema) },
    responses: {
      201: jsonContent(passkeyAddedSchema, 'Passkey added; how many other sessions ended'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 409),
    },
  });
  const rename = createRoute({
    ...signedIn,
    method: 'patch',
    path: '/auth/passkeys/{id}',
    summary: 'Rename one of your passkeys',
    request: { params: passkeyIdParamSchema, body: jsonBody(passkeyRenameRequestSchema) },
    responses: { 200: jsonContent(passkeySchema, 'Renamed'), ...errorResponses(...BODY_ERRORS, 401, 403, 404) },
  });
  const remove = createRoute({
    ...signedIn,
    method: 'delete',
    path: '/auth/passkeys/{id}',
    summary: 'Remove one of your passkeys',
    description:
      'Needs the current password, or a recent sign-in. A staff account cannot remove its last second factor (409). With `endOtherSessions`, every other session of the account ends too.',
    request: { params: passkeyIdParamSchema, body: jsonBody(passkeyRemoveRequestSchema) },
    responses: {
      200: jsonContent(passkeyRemovedSchema, 'Removed; how many other sessions ended'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 404, 409),
    },
  });
  return { list, registrationOptions, register, rename, remove };
}

function signInRoutes(deps: AppDeps) {
  const { config, clock, rateCounters } = deps;
  // Per client IP, with the login's window and per-IP limit: a passkey cannot be guessed, but
  // each call costs a stored challenge or a signature check.
  const perIp = (name: string) =>
    rateLimit({
      name,
      limit: config.LOGIN_RATE_LIMIT_PER_IP,
      windowMs: LOGIN_WINDOW_MS,
      clock,
      counters: rateCounters,
    });
  const anonymous = { ...access('anonymous'), tags: ['Passkeys'] };
  const signInOptions = createRoute({
    ...anonymous,
    method: 'post',
    path: '/auth/passkeys/sign-in/options',
    summary: 'Start a sign-in with a passkey alone: the options for navigator.credentials.get()',
    middleware: [perIp('passkey challenge')],
    responses: {
      200: jsonContent(passkeyRequestOptionsSchema, 'The request options; their challenge is kept for 5 minutes'),
      ...errorResponses(403, 429),
    },
  });
  const signIn = createRoute({
    ...anonymous,
    method: 'post',
    path: '/auth/passkeys/sign-in',
    summary: 'Sign in with the passkey the browser chose; every sign-in issues a new session token',
    middleware: [perIp('passkey sign-in')],
    request: { body: jsonBody(passkeySignInRequestSchema) },
    responses: {
      200: jsonContent(authResponseSchema, 'Signed in'),
      ...errorResponses(...BODY_ERRORS, 401, 403, 429),
    },
  });
  const secondStepOptions = createRoute({
    ...anonymous,
    method: 'post',
    path: '/auth/second-step/passkey/options',
    summary: "The second step of a pending sign-in by passkey: options naming the account's passkeys",
    responses: {
      200: jsonContent(passkeyRequestOptionsSchema, 'The request options; their challenge is kept for 5 minutes'),
      ...errorResponses(401, 403, 409),
    },
  });
  const secondStep = createRoute({
    ...anonymous,
    method: 'post',
    path: '/auth/second-step/passkey',
    summary: 'Finish a pending sign-in with one of its passkeys',
    description: 'A passkey of another account or a failed check counts as a wrong code of the pending sign-in.',
    request: { body: jsonBody(passkeySignInRequestSchema) },
    responses: {
      200: jsonContent(authResponseSchema, 'Signed in'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
    },
  });
  return { signInOptions, signIn, secondStepOptions, secondStep };
}

export function passkeyRoutes(deps: AppDeps, loginThrottle: LoginThrottle) {
  const { db, clock, config } = deps;
  const hasher = createPasswordHasher(config);
  const owner = ownerRoutes(deps);
  const anonymous = signInRoutes(deps);

  return createRouter<AuthEnv>()
    .openapi(owner.list, async (c) => {
      const rows = await listPasskeys(db, c.get('auth').user.id);
      return c.json({ passkeys: rows.map(passkeyView) }, 200);
    })
    .openapi(owner.registrationOptions, async (c) => {
      const auth = c.get('auth');
      await assertRecentProof({ db, hasher, clock, loginThrottle }, c, auth, c.req.valid('json').currentPassword);
      return c.json(await passkeyRegistrationOptions(deps, c, auth), 200);
    })
    .openapi(owner.register, async (c) => {
      const auth = c.get('auth');
      const { credential, name, endOtherSessions: endOthers } = c.req.valid('json');
      const passkey = await registerPasskey(deps, c, auth, credential, name);
      const otherSessionsEnded = endOthers ? await endOtherSessions(deps, c, auth, 'passkey') : 0;
      return c.json({ ...passkeyView(passkey), otherSessionsEnded }, 201);
    })
    .openapi(owner.rename, async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await renameOwnPasskey(deps, c, c.get('auth'), id, c.req.valid('json').name), 200);
    })
    .openapi(owner.remove, async (c) => {
      const auth = c.get('auth');
      const { id } = c.req.valid('param');
      const { currentPassword, endOtherSessions: endOthers } = c.req.valid('json');
      await removeOwnPasskey({ ...deps, hasher, loginThrottle }, c, auth, id, currentPassword);
      const otherSessionsEnded = endOthers ? await endOtherSessions(deps, c, auth, 'passkey') : 0;
      return c.json({ otherSessionsEnded }, 200);
    })
    .openapi(anonymous.signInOptions, async (c) => {
      assertSameOriginWrite(c, 'none');
      return c.json(await passkeySignInOptions(deps, c), 200);
    })
    .openapi(anonymous.signIn, async (c) => {
      assertSameOriginWrite(c, 'none');
      return c.json(await signInWithPasskey(deps, c, c.req.valid('json').credential), 200);
    })
    .openapi(anonymous.secondStepOptions, async (c) => {
      assertSameOriginWrite(c, 'none');
      return c.json(await secondStepPasskeyOptions(deps, c), 200);
    })
    .openapi(anonymous.secondStep, async (c) => {
      assertSameOriginWrite(c, 'none');
      return c.json(await finishSecondStepWithPasskey(deps, c, c.req.valid('json').credential, loginThrottle), 200);
    });
}
