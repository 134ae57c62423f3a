/**
 * The second step of a sign-in (docs/decisions.md §97): the browser that gave the right password
 * holds a pending sign-in (auth/second-step.ts) and turns it into a session with a code from the
 * authenticator app or a recovery code. Every attempt counts against the same login limits as
 * the password (the throttle is shared with /auth/login), so the code cannot be guessed faster
 * than a password; five wrong codes end the pending sign-in as well. A failure goes to the
 * owner's security log.
 */
import { authResponseSchema } from '@alpora/shared/schemas/auth';
import { secondStepMethodsResponseSchema, secondStepRequestSchema } from '@alpora/shared/schemas/two-factor';
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { assertSameOriginWrite } from '#api/auth/csrf.ts';
import type { LoginThrottle } from '#api/auth/login-throttle.ts';
import { isRecoveryCodeShaped, recoveryCodeHash } from '#api/auth/recovery-codes.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import {
  failSecondStep,
  finishSecondStep,
  type PendingSignIn,
  readPendingSignIn,
  SECOND_STEP_MAX_ATTEMPTS,
  secondFactorsOf,
} from '#api/auth/second-step.ts';
import { combinedMethod } from '#api/auth/sign-in-methods.ts';
import { matchTotpStep } from '#api/auth/totp.ts';
import { clientAddress } from '#api/http/client-address.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { countUnusedRecoveryCodes, spendRecoveryCode } from '#api/repositories/recovery-codes.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { acceptTotpStep, findTotpCredential } from '#api/repositories/totp-credentials.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

export const WRONG_CODE_MESSAGE = 'This code is not right. Try the newest code from your app, or a recovery code.';

const methods = createRoute({
  ...access('anonymous'),
  method: 'get',
  path: '/auth/second-step',
  tags: ['Accounts'],
  summary: "What the pending sign-in's second step may use",
  description: 'Reads the pending sign-in of the HttpOnly `sign-in` cookie that login set.',
  responses: {
    200: jsonContent(secondStepMethodsResponseSchema, 'The second factors of the account'),
    ...errorResponses(401),
  },
});

const verify = createRoute({
  ...access('anonymous'),
  method: 'post',
  path: '/auth/second-step',
  tags: ['Accounts'],
  summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
  description: 'Counts against the login limits (429 with Retry-After). Five wrong codes end the pending sign-in.',
  request: { body: jsonBody(secondStepRequestSchema) },
  responses: {
    200: jsonContent(authResponseSchema, 'Signed in'),
    ...errorResponses(...BODY_ERRORS, 401, 403, 429),
  },
});

type Verified = 'totp' | 'recovery-code' | null;

/** Whether the code is right, spending it if so; of two requests with one code only one is. */
async function verifySecond(
  deps: AppDeps,
  pending: PendingSignIn,
  body: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<Verified> {
  const { db, clock } = deps;
  const userId = pending.user.id;
  if (body.recoveryCode !== undefined) {
    if (!isRecoveryCodeShaped(body.recoveryCode)) return null;
    return (await spendRecoveryCode(db, userId, recoveryCodeHash(body.recoveryCode), clock.now()))
      ? 'recovery-code'
      : null;
  }
  const credential = await findTotpCredential(db, userId);
  if (!credential?.confirmed_at || body.code === undefined) return null;
  const step = matchTotpStep(credential.secret, body.code, clock.now(), credential.last_used_step);
  return step !== null && (await acceptTotpStep(db, userId, step)) ? 'totp' : null;
}

export function secondStepRoutes(deps: AppDeps, loginThrottle: LoginThrottle) {
  const { db, clock, logger } = deps;

  const countAttempt = async (c: Context, pending: PendingSignIn) => {
    try {
      await loginThrottle.countAttempt(c, pending.user.username);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        logger.warn('second step attempt', {
          requestId: c.get('requestId'),
          ip: clientAddress(c),
          userId: pending.user.id,
          outcome: 'rate_limited',
        });
      }
      throw error;
    }
  };

  return createRouter()
    .openapi(methods, async (c) => {
      const pending = await readPendingSignIn(deps, c);
      const factors = await secondFactorsOf(deps, pending.user);
      return c.json({ totp: factors?.totp ?? false, passkey: factors?.passkey ?? false }, 200);
    })
    .openapi(verify, async (c) => {
      // The pending sign-in rides on a cookie, so the write must prove it comes from our pages.
      assertSameOriginWrite(c, 'cookie');
      const body = c.req.valid('json');
      const pending = await readPendingSignIn(deps, c);
      await countAttempt(c, pending);
      const verified = await verifySecond(deps, pending, body);
      const device = requestDevice(c);
      const { user } = pending;
      if (!verified) {
        // Named by both factors, as the session would have been ("password+totp").
        const method = combinedMethod(
          pending.ceremony.data.first,
          body.recoveryCode === undefined ? 'totp' : 'recovery-code',
        );
        logger.warn('second step attempt', {
          requestId: c.get('requestId'),
          ip: clientAddress(c),
          userId: user.id,
          method,
          outcome: 'failure',
        });
        await failSecondStep(deps, c, pending);
        const event = { userId: user.id, kind: 'sign-in', outcome: 'failure', method } as const;
        await recordSecurityEvent(db, { ...event, detail: 'wrong second-step code', device }, clock.now());
        if (pending.ceremony.attempts + 1 >= SECOND_STEP_MAX_ATTEMPTS) {
          throw new ApiError(401, 'sign_in_expired', 'Too many wrong codes: this sign-in has ended. Sign in again.');
        }
        throw new ApiError(401, 'invalid_code', WRONG_CODE_MESSAGE);
      }
      if (verified === 'recovery-code') {
        const left = await countUnusedRecoveryCodes(db, user.id);
        const event = {
          userId: user.id,
          kind: 'recovery-code-used',
          outcome: 'success',
          method: 'recovery-code',
        } as const;
        await recordSecurityEvent(db, { ...event, detail: `${left} recovery codes left`, device }, clock.now());
      }
      await loginThrottle.succeeded(c, user.username);
      return c.json(await finishSecondStep(deps, c, pending, verified), 200);
    });
}
