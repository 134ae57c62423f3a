/**
 * The page a set-up link opens (/set-up-account, docs/back-office.md#roles) talks to these:
 *
 * - `POST /account-setup/start` says whose account the link sets up and, for a staff role,
 *   answers a fresh authenticator-app secret to enrol (a new one each time the page opens).
 * - `POST /account-setup/complete` sets the password (and, for staff, confirms the app with a
 *   code, answering its recovery codes once), takes the link and signs the account in.
 *
 * The token travels in the body, never in a URL of the API, so no log line holds it. A wrong
 * code counts like a sign-in attempt of the account's username.
 *
 * @example app.route('/', accountSetupRoutes(deps, loginThrottle));
 */
import {
  accountSetupCompleteSchema,
  accountSetupDoneSchema,
  accountSetupSchema,
  accountSetupStartSchema,
} from '@alpora/shared/schemas/account-setup';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { assertSameOriginWrite } from '#api/auth/csrf.ts';
import type { LoginThrottle } from '#api/auth/login-throttle.ts';
import { createPasswordHasher } from '#api/auth/passwords.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import { openSession } from '#api/auth/sign-in.ts';
import { completeAccountSetup, isStaffAccount, startAccountSetup } from '#api/back-office/account-setup-link.ts';
import { createRouter } from '#api/http/router.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

function routes() {
  const anyone = { ...access('anonymous'), tags: ['Accounts'] };
  return {
    start: createRoute({
      ...anyone,
      method: 'post',
      path: '/account-setup/start',
      summary: 'Whose account a set-up link sets up; a staff account gets an authenticator-app secret to enrol',
      request: { body: jsonBody(accountSetupStartSchema) },
      responses: {
        200: jsonContent(accountSetupSchema, 'The account to set up'),
        ...errorResponses(...BODY_ERRORS, 403, 404),
      },
    }),
    complete: createRoute({
      ...anyone,
      method: 'post',
      path: '/account-setup/complete',
      summary: 'Set the password (and, for staff, confirm the authenticator app) with a set-up link; signs in',
      request: { body: jsonBody(accountSetupCompleteSchema) },
      responses: {
        200: jsonContent(accountSetupDoneSchema, 'Set up and signed in; a staff account’s recovery codes, once'),
        ...errorResponses(...BODY_ERRORS, 403, 404, 429),
      },
    }),
  };
}

export function accountSetupRoutes(deps: AppDeps, loginThrottle: LoginThrottle) {
  const { db, clock, config, logger } = deps;
  const hasher = createPasswordHasher(config);
  const route = routes();

  return createRouter()
    .openapi(route.start, async (c) => {
      assertSameOriginWrite(c, 'none');
      const { user, totp } = await startAccountSetup(db, c.req.valid('json').token, clock.now());
      return c.json({ username: user.username, email: user.email, role: user.role, totp }, 200);
    })
    .openapi(route.complete, async (c) => {
      assertSameOriginWrite(c, 'none');
      const body = c.req.valid('json');
      const completion = {
        ...body,
        device: requestDevice(c),
        hash: (password: string) => hasher.hash(password),
        countCodeAttempt: (username: string) => loginThrottle.countAttempt(c, username),
      };
      const { user, recoveryCodes } = await completeAccountSetup(db, completion, clock.now());
      if (recoveryCodes) await loginThrottle.succeeded(c, user.username);
      logger.info('account set up', { requestId: c.get('requestId'), userId: user.id, role: user.role });
      const method = isStaffAccount(user) ? 'password+totp' : 'password';
      return c.json({ ...(await openSession(deps, c, user, method)), recoveryCodes }, 200);
    });
}
