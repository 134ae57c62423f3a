/**
 * Two-factor sign-in with an authenticator app, managed by the owner on /account
 * (docs/decisions.md §95–§98): set up (a fresh secret and its QR code URI), confirm with a first
 * code (which turns it on and answers ten recovery codes, once), new recovery codes, turn off.
 * Every change but the confirmation needs fresh proof (auth/recent-proof.ts): the confirmation
 * follows a set-up that had it, and the code proves the app holds the secret. Each change goes
 * to the owner's security log.
 */
import {
  factorChangeRequestSchema,
  proofRequestSchema,
  recoveryCodesResponseSchema,
  sessionsEndedSchema,
  totpConfirmRequestSchema,
  totpConfirmResponseSchema,
  totpSetupResponseSchema,
  totpStatusResponseSchema,
} from '@alpora/shared/schemas/two-factor';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import type { LoginThrottle } from '#api/auth/login-throttle.ts';
import { createPasswordHasher } from '#api/auth/passwords.ts';
import { assertRecentProof } from '#api/auth/recent-proof.ts';
import { newRecoveryCodes, recoveryCodeHash } from '#api/auth/recovery-codes.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { STAFF_ROLES } from '#api/auth/roles.ts';
import { secondFactorsOf } from '#api/auth/second-step.ts';
import { matchTotpStep, newTotpSecret, totpKeyUri } from '#api/auth/totp.ts';
import type { UserRow } from '#api/db/schema.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import {
  countUnusedRecoveryCodes,
  deleteRecoveryCodes,
  replaceRecoveryCodes,
} from '#api/repositories/recovery-codes.ts';
import { recordSecurityEvent, type SecurityEventKind } from '#api/repositories/security-events.ts';
import { deleteOtherSessionsOfUser } from '#api/repositories/sessions.ts';
import {
  confirmTotpEnrolment,
  deleteTotpCredential,
  findTotpCredential,
  startTotpEnrolment,
} from '#api/repositories/totp-credentials.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

const notEnabled = () =>
  new ApiError(409, 'totp_not_enabled', 'Two-factor sign-in is not on for this account. Set it up first.');

function routes(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const signedIn = { ...restrictTo(deps, 'user'), tags: ['Two-factor sign-in'] };
  const withProof = { request: { body: jsonBody(proofRequestSchema) } };
  const withProofAndSessions = { request: { body: jsonBody(factorChangeRequestSchema) } };
  return {
    status: createRoute({
      ...signedIn,
      method: 'get',
      path: '/auth/totp',
      summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
      responses: { 200: jsonContent(totpStatusResponseSchema, 'The state'), ...errorResponses(401) },
    }),
    setup: createRoute({
      ...signedIn,
      ...withProof,
      method: 'post',
      path: '/auth/totp/setup',
      summary: 'Start setting up an authenticator app: a new secret and its otpauth:// URI',
      description: 'Needs the current password (or, without one, a sign-in of the last 15 minutes).',
      responses: {
        200: jsonContent(totpSetupResponseSchema, 'The secret, for the app'),
        ...errorResponses(...BODY_ERRORS, 401, 403, 409),
      },
    }),
    confirm: createRoute({
      ...signedIn,
      method: 'post',
      path: '/auth/totp/confirm',
      summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes, once',
      request: { body: jsonBody(totpConfirmRequestSchema) },
      responses: {
        200: jsonContent(totpConfirmResponseSchema, 'On; the recovery codes'),
        ...errorResponses(...BODY_ERRORS, 401, 403, 409),
      },
    }),
    recoveryCodes: createRoute({
      ...signedIn,
      ...withProofAndSessions,
      method: 'post',
      path: '/auth/totp/recovery-codes',
      summary: 'Replace all recovery codes with ten new ones, answered once',
      responses: {
        200: jsonContent(recoveryCodesResponseSchema.extend(sessionsEndedSchema.shape), 'The new recovery codes'),
        ...errorResponses(...BODY_ERRORS, 401, 403, 409),
      },
    }),
    disable: createRoute({
      ...signedIn,
      ...withProofAndSessions,
      method: 'post',
      path: '/auth/totp/disable',
      summary: 'Turn two-factor sign-in off: the secret and the recovery codes are deleted',
      description: 'A staff account cannot remove its only second factor.',
      responses: {
        200: jsonContent(sessionsEndedSchema, 'Off'),
        ...errorResponses(...BODY_ERRORS, 401, 403, 409),
      },
    }),
  };
}

export function twoFactorRoutes(deps: AppDeps, loginThrottle: LoginThrottle) {
  const { db, clock, config } = deps;
  const hasher = createPasswordHasher(config);
  const route = routes(deps);
  const record = (c: Context<AuthEnv>, kind: SecurityEventKind, trx = db) =>
    recordSecurityEvent(
      trx,
      { userId: c.get('auth').user.id, kind, outcome: 'success', method: 'totp', device: requestDevice(c) },
      clock.now(),
    );
  /** After a change to the second factor the owner may end every other session (docs/decisions.md §98). */
  const endOtherSessions = async (c: Context<AuthEnv>, trx: typeof db, wanted: boolean | undefined) => {
    if (!wanted) return 0;
    const { user, session } = c.get('auth');
    const ended = await deleteOtherSessionsOfUser(trx, user.id, session.id);
    await record(c, 'sessions-ended', trx);
    return ended;
  };
  const freshCodes = () => {
    const codes = newRecoveryCodes();
    return { codes, hashes: codes.map(recoveryCodeHash) };
  };

  return createRouter<AuthEnv>()
    .openapi(route.status, async (c) => {
      const { user } = c.get('auth');
      const credential = await findTotpCredential(db, user.id);
      const enabled = Boolean(credential?.confirmed_at);
      return c.json({ enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0 }, 200);
    })
    .openapi(route.setup, async (c) => {
      const auth = c.get('auth');
      await assertRecentProof({ db, hasher, clock, loginThrottle }, c, auth, c.req.valid('json').currentPassword);
      const secret = newTotpSecret();
      if (!(await startTotpEnrolment(db, auth.user.id, secret, clock.now()))) {
        throw new ApiError(
          409,
          'totp_enabled',
          'Two-factor sign-in is on already. Turn it off first to set up another app.',
        );
      }
      return c.json({ secret, uri: totpKeyUri(secret, auth.user.username) }, 200);
    })
    .openapi(route.confirm, async (c) => {
      const { user } = c.get('auth');
      const { code, endOtherSessions: endOthers } = c.req.valid('json');
      const credential = await findTotpCredential(db, user.id);
      if (!credential || credential.confirmed_at) {
        throw new ApiError(409, 'no_enrolment', 'There is no set-up waiting for a code. Start the set-up again.');
      }
      // Counted like a sign-in code: a stolen session must not guess its way into enrolling
      // an app the owner is still setting up, and so into its recovery codes.
      await loginThrottle.countAttempt(c, user.username);
      const now = clock.now();
      const step = matchTotpStep(credential.secret, code, now, null);
      if (step === null) {
        const message =
          'This code is not right. Check that the time on your phone is set automatically, then try the newest code.';
        throw new ApiError(422, 'validation_failed', message, { fields: { code: message } });
      }
      await loginThrottle.succeeded(c, user.username);
      const { codes, hashes } = freshCodes();
      const otherSessionsEnded = await db.transaction().execute(async (trx) => {
        if (!(await confirmTotpEnrolment(trx, user.id, step, now))) {
          throw new ApiError(409, 'no_enrolment', 'There is no set-up waiting for a code. Start the set-up again.');
        }
        await replaceRecoveryCodes(trx, user.id, hashes, now);
        await record(c, 'totp-enabled', trx);
        await record(c, 'recovery-codes-created', trx);
        return endOtherSessions(c, trx, endOthers);
      });
      return c.json({ recoveryCodes: codes, otherSessionsEnded }, 200);
    })
    .openapi(route.recoveryCodes, async (c) => {
      const auth = c.get('auth');
      const body = c.req.valid('json');
      await assertRecentProof({ db, hasher, clock, loginThrottle }, c, auth, body.currentPassword);
      const credential = await findTotpCredential(db, auth.user.id);
      if (!credential?.confirmed_at) throw notEnabled();
      const { codes, hashes } = freshCodes();
      const otherSessionsEnded = await db.transaction().execute(async (trx) => {
        await replaceRecoveryCodes(trx, auth.user.id, hashes, clock.now());
        await record(c, 'recovery-codes-created', trx);
        return endOtherSessions(c, trx, body.endOtherSessions);
      });
      return c.json({ recoveryCodes: codes, otherSessionsEnded }, 200);
    })
    .openapi(route.disable, async (c) => {
      const auth = c.get('auth');
      const body = c.req.valid('json');
      await assertRecentProof({ db, hasher, clock, loginThrottle }, c, auth, body.currentPassword);
      const credential = await findTotpCredential(db, auth.user.id);
      if (!credential?.confirmed_at) throw notEnabled();
      await assertKeepsSecondFactor(deps, auth.user);
      const otherSessionsEnded = await db.transaction().execute(async (trx) => {
        await deleteTotpCredential(trx, auth.user.id);
        await deleteRecoveryCodes(trx, auth.user.id);
        await record(c, 'totp-disabled', trx);
        return endOtherSessions(c, trx, body.endOtherSessions);
      });
      return c.json({ otherSessionsEnded }, 200);
    });
}

/** A staff account never goes down to one factor: it keeps the app unless it has a passkey. */
async function assertKeepsSecondFactor(deps: AppDeps, user: UserRow) {
  if (!STAFF_ROLES.has(user.role)) return;
  const factors = await secondFactorsOf(deps, user);
  if (!factors?.passkey) {
    throw new ApiError(
      403,
      'second_factor_required',
      'Staff accounts sign in with a second factor. Add a passkey before turning the authenticator app off.',
    );
  }
}
