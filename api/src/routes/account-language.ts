/**
 * The language of an account (docs/decisions.md §303): the owner chooses it in the Language
 * section of /account, and from then on the signed-in pages open in it and every mail to them
 * is written in it. Any signed-in account may set its own; the change is in the owner's
 * security log like every other change to the account.
 *
 *   PATCH /api/account/language   user   accountLanguageSchema → 200 accountLanguageSchema
 */
import { accountLanguageSchema } from '@alpora/shared/schemas/locale-field';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { requestDevice } from '#api/auth/request-device.ts';
import type { AuthEnv } from '#api/auth/require-user.ts';
import { createRouter } from '#api/http/router.ts';
import { recordSecurityEvent } from '#api/repositories/security-events.ts';
import { setUserLocale } from '#api/repositories/users.ts';
import { BODY_ERRORS, errorResponses, jsonBody, jsonContent, restrictTo } from './openapi-parts.ts';

export function accountLanguageRoutes(deps: AppDeps) {
  const { db, clock, logger } = deps;
  const change = createRoute({
    ...restrictTo(deps, 'user'),
    tags: ['Accounts'],
    method: 'patch',
    path: '/account/language',
    summary: 'Choose the language of your account: the signed-in pages and every mail to you',
    request: { body: jsonBody(accountLanguageSchema) },
    responses: {
      200: jsonContent(accountLanguageSchema, 'The language the account has now'),
      ...errorResponses(...BODY_ERRORS, 401, 403),
    },
  });

  return createRouter<AuthEnv>().openapi(change, async (c) => {
    const { user } = c.get('auth');
    const { locale } = c.req.valid('json');
    if (locale !== user.locale) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await setUserLocale(trx, user.id, locale);
        const event = { userId: user.id, kind: 'language-changed', outcome: 'success', detail: locale } as const;
        await recordSecurityEvent(trx, { ...event, device: requestDevice(c) }, now);
      });
      logger.info('account language changed', { requestId: c.get('requestId'), userId: user.id, locale });
    }
    return c.json({ locale }, 200);
  });
}
