/**
 * The links of subscription mails (docs/product.md#email-subscriptions, docs/decisions.md §74),
 * outside /api because they are the site's own URLs: GET `/email/confirm?token=…` and
 * `/email/unsubscribe?token=…` are static pages of the site whose form POSTs back to the same
 * URL, and these are those POSTs. A confirmation only happens on POST, so a mail scanner that
 * opens every link confirms nobody. A mail client's one-click unsubscribe (RFC 8058) POSTs
 * `List-Unsubscribe=One-Click` to the unsubscribe URL from its own servers.
 *
 * The token in the query is the whole authority: these requests come from other sites and
 * mail providers by design, so no origin check applies, the body is never read (a one-click
 * body says nothing the URL does not), and no rate limit can stand between a subscriber and
 * leaving. A browser is sent on to the site's page of the outcome (303); any other client gets
 * 200 with the outcome, or 404 for a link that is not valid. Nothing about the link answers 500.
 *
 * A subscriber's mails link to the pages in their language (`/de/email/confirm?token=…`,
 * docs/decisions.md §304), whose forms POST there: each language's links answer alike, and a
 * browser goes on to the outcome's page in the same language.
 *
 * @example app.route('/email', emailLinkRoutes(deps, 'en')); app.route('/de/email', emailLinkRoutes(deps, 'de'));
 */
import { LOCALES, type Locale } from '@alpora/shared/locales';
import { SUBSCRIPTION_LISTS } from '@alpora/shared/schemas/subscriptions';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import { errorBody } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { localePath } from '#api/mail/person-locale.ts';
import { confirmSubscription, withdrawSubscription } from '#api/repositories/subscription-links.ts';
import { access, jsonContent } from './openapi-parts.ts';

/** The site's pages the browser is sent to, in English; `localePath` gives another language's. */
export const EMAIL_LINK_PAGES = {
  confirmed: (list: string) => `/email/confirmed/${list}`,
  unsubscribed: (list: string) => `/email/unsubscribed/${list}`,
  invalid: '/email/link-invalid',
} as const;

/** Where the links of each language answer: `/email`, `/de/email`, … */
export const EMAIL_LINK_PREFIXES = LOCALES.map((locale) => ({ locale, prefix: localePath(locale, '/email') }));

const INVALID_LINK = 'This link is not valid: it is unknown, was used already, or has expired.';

const linkOutcomeSchema = (outcomes: readonly [string, ...string[]]) =>
  z.object({ outcome: z.enum(outcomes), list: z.enum(SUBSCRIPTION_LISTS) });

const postConfirm = createRoute({
  ...access('anonymous'),
  method: 'post',
  path: '/confirm',
  summary: 'Confirm a subscription with the token of its confirmation link (`?token=`)',
  responses: {
    200: jsonContent(linkOutcomeSchema(['confirmed', 'already-confirmed']), 'Confirmed, now or before'),
    303: { description: 'A browser: on to /email/confirmed/<list>, or /email/link-invalid' },
    404: jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Not a valid link'),
  },
});

const postUnsubscribe = createRoute({
  ...access('anonymous'),
  method: 'post',
  path: '/unsubscribe',
  summary: 'Unsubscribe with the token of a mail (`?token=`); the one-click POST of RFC 8058',
  responses: {
    200: { description: 'Unsubscribed, now or before', content: { 'text/plain': { schema: z.string() } } },
    303: { description: 'A browser: on to /email/unsubscribed/<list>, or /email/link-invalid' },
    404: jsonContent(z.object({ error: z.object({ code: z.string(), message: z.string() }) }), 'Not a valid link'),
  },
});

/** A browser navigating (the site's form), as opposed to a script or a mail provider's one-click POST. */
function isBrowserNavigation(c: Context): boolean {
  return c.req.header('Sec-Fetch-Mode') === 'navigate' || (c.req.header('Accept') ?? '').includes('text/html');
}

const LIST_NAMES = { updates: 'product updates', status: 'status updates' } as const;

export function emailLinkRoutes({ db, clock }: AppDeps, locale: Locale) {
  const page = (path: string) => localePath(locale, path);
  return createRouter()
    .openapi(postConfirm, async (c) => {
      const result = await confirmSubscription(db, c.req.query('token'), clock.now());
      if (isBrowserNavigation(c)) {
        return c.redirect(page(result ? EMAIL_LINK_PAGES.confirmed(result.list) : EMAIL_LINK_PAGES.invalid), 303);
      }
      return result ? c.json(result, 200) : c.json(errorBody('not_found', INVALID_LINK), 404);
    })
    .openapi(postUnsubscribe, async (c) => {
      const result = await withdrawSubscription(db, c.req.query('token'), clock.now());
      if (isBrowserNavigation(c)) {
        return c.redirect(page(result ? EMAIL_LINK_PAGES.unsubscribed(result.list) : EMAIL_LINK_PAGES.invalid), 303);
      }
      if (!result) return c.json(errorBody('not_found', INVALID_LINK), 404);
      return c.text(`Unsubscribed: this address gets no more Alpora ${LIST_NAMES[result.list]}.`, 200);
    });
}
