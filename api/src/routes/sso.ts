/**
 * Single sign-on with the organisation's OpenID Connect provider (docs/decisions.md §105–§108).
 * The login page asks `GET /auth/sso` whether to show its button; the button is a link to
 * `/auth/sso/start`, which sends the browser to the provider; the provider sends it back to
 * `/auth/sso/callback`. Both are browser navigations: they answer redirects, and a sign-in that
 * cannot finish lands on `/login?sso_error=…` (auth/sso-failure.ts), never on an error document.
 */

import { safeNextPath } from '@alpora/shared/safe-next';
import { authResponseSchema } from '@alpora/shared/schemas/auth';
import { localeField } from '@alpora/shared/schemas/locale-field';
import { ssoStatusSchema } from '@alpora/shared/schemas/sso';
import { text } from '@alpora/shared/schemas/text';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { assertSameOriginWrite } from '#api/auth/csrf.ts';
import { createSsoClient } from '#api/auth/sso-client.ts';
import { loginPageFor, ssoFailureOf } from '#api/auth/sso-failure.ts';
import { beginSsoSignIn, completeSsoSignIn, finishSsoCallback } from '#api/auth/sso-sign-in.ts';
import { DatabaseUnavailableError } from '#api/db/database-unavailable.ts';
import { createRouter } from '#api/http/router.ts';
import { access, errorResponses, jsonContent } from './openapi-parts.ts';

const anonymous = { ...access('anonymous'), tags: ['Accounts'] };
const redirect = (description: string) => ({ 302: { description } });

const status = createRoute({
  ...anonymous,
  method: 'get',
  path: '/auth/sso',
  summary: 'Whether single sign-on is set up, and the words of its button',
  responses: { 200: jsonContent(ssoStatusSchema, 'Single sign-on is set up, or not') },
});

const start = createRoute({
  ...anonymous,
  method: 'get',
  path: '/auth/sso/start',
  summary: "Begin a single sign-on: redirects to the organisation's identity provider",
  description:
    'A browser navigation. A provider that cannot be reached redirects to /login?sso_error=provider_unavailable.',
  request: {
    query: z.object({
      next: text().optional(),
      /** The login page's language: an account the first sign-in opens takes it. */
      locale: localeField,
    }),
  },
  responses: { ...redirect('To the provider, or to /login?sso_error=… when it cannot begin'), ...errorResponses(422) },
});

const callback = createRoute({
  ...anonymous,
  method: 'get',
  path: '/auth/sso/callback',
  summary: "The identity provider's redirect back; opens the sign-in",
  description:
    'Redirects to /login/sso-complete (which takes the session), to /login/verify (second step), or to /login?sso_error=….',
  request: {
    query: z.object({
      code: text().optional(),
      state: text().optional(),
      iss: text().optional(),
      error: text().optional(),
      error_description: text().optional(),
    }),
  },
  responses: { ...redirect('To the next page of the sign-in, or to /login?sso_error=…'), ...errorResponses(422, 503) },
});

const complete = createRoute({
  ...anonymous,
  method: 'post',
  path: '/auth/sso/complete',
  summary: 'Take the session of a finished single sign-on; answers it like a login',
  description: 'Authorised by the short-lived HttpOnly cookie the callback set; each sign-in is taken once.',
  responses: {
    200: jsonContent(authResponseSchema, 'Signed in'),
    ...errorResponses(401, 403, 503),
  },
});

/** A navigation another site (or a sibling subdomain) started; the browser says so. */
function isCrossSiteNavigation(c: Context): boolean {
  const site = c.req.header('Sec-Fetch-Site');
  return site === 'cross-site' || site === 'same-site';
}

export function ssoRoutes(deps: AppDeps) {
  const sso = createSsoClient(deps.config, deps.clock);

  /** Where a failed sign-in goes; a database outage stays the 503 it is everywhere. */
  function failed(c: Context, error: unknown): Response {
    if (error instanceof DatabaseUnavailableError) throw error;
    const failure = ssoFailureOf(error);
    deps.logger.warn('single sign-on failed', {
      requestId: c.get('requestId'),
      reason: failure.code,
      detail: failure.message,
    });
    return c.redirect(loginPageFor(failure.code), 302);
  }

  return createRouter()
    .openapi(status, (c) =>
      c.json(sso ? { enabled: true as const, label: sso.label } : { enabled: false as const }, 200),
    )
    .openapi(start, async (c) => {
      if (!sso) return c.redirect(loginPageFor('not_configured'), 302);
      const { next: asked, locale } = c.req.valid('query');
      const next = safeNextPath(asked);
      // Only the person's own click on our login page begins a sign-in: a link or form on
      // another site could otherwise open a session through the provider's live one unasked.
      if (isCrossSiteNavigation(c)) return c.redirect(`/login?next=${encodeURIComponent(next)}`, 302);
      try {
        return c.redirect(await beginSsoSignIn(deps, sso, c, next, locale), 302);
      } catch (error) {
        return failed(c, error);
      }
    })
    .openapi(callback, async (c) => {
      if (!sso) return c.redirect(loginPageFor('not_configured'), 302);
      try {
        return c.redirect(await finishSsoCallback(deps, sso, c), 302);
      } catch (error) {
        return failed(c, error);
      }
    })
    .openapi(complete, async (c) => {
      assertSameOriginWrite(c, 'cookie');
      return c.json(await completeSsoSignIn(deps, c), 200);
    });
}
