/**
 * Builds the API from its dependencies. Every resource is a router mounted under /api, and the
 * POSTs of the subscription mails' links under /email; `server.ts` adds the static site and
 * listens.
 */
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-deps.ts';
import { configuredLoginThrottle } from './auth/login-throttle.ts';
import { sessionOwnerLookup } from './auth/session-owner.ts';
import { createApiCallLimit, UNCOUNTED_PATHS } from './http/api-rate-limit.ts';
import { apiCacheControl } from './http/cache-control.ts';
import { clientInfo } from './http/client-address.ts';
import { ApiError, errorBody, errorHandler } from './http/errors.ts';
import { requestLog } from './http/request-log.ts';
import { createRouter } from './http/router.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { sharedAnswer } from './http/shared-answer.ts';
import { mailboxRoutes } from './mail/mailbox-routes.ts';
import { createPriceStreams } from './market/price-streams.ts';
import { accountLanguageRoutes } from './routes/account-language.ts';
import { accountRecoveryRoutes } from './routes/account-recovery.ts';
import { accountSessionRoutes } from './routes/account-sessions.ts';
import { accountSetupRoutes } from './routes/account-setup.ts';
import { adminAuditRoutes } from './routes/admin-audit.ts';
import { adminCampaignRoutes } from './routes/admin-campaigns.ts';
import { adminDemoRoutes } from './routes/admin-demos.ts';
import { adminIncidentRoutes } from './routes/admin-incidents.ts';
import { adminLeadRoutes } from './routes/admin-leads.ts';
import { adminMailRoutes } from './routes/admin-mail.ts';
import { adminPartnerRoutes } from './routes/admin-partners.ts';
import { adminPrivacyRoutes } from './routes/admin-privacy.ts';
import { adminUserRoutes } from './routes/admin-users.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { authRoutes } from './routes/auth.ts';
import { consentRoutes } from './routes/consents.ts';
import { demoBookingRoutes } from './routes/demo-booking.ts';
import { EMAIL_LINK_PREFIXES, emailLinkRoutes } from './routes/email-links.ts';
import { leadRoutes } from './routes/leads.ts';
import { marketDataRoutes } from './routes/market-data.ts';
import { SECURITY_SCHEMES, withApiLimit } from './routes/openapi-parts.ts';
import { partnerRoutes } from './routes/partners.ts';
import { passkeyRoutes } from './routes/passkeys.ts';
import { portfolioRoutes } from './routes/portfolios.ts';
import { privacyRequestRoutes } from './routes/privacy-requests.ts';
import { ssoRoutes } from './routes/sso.ts';
import { statusRoutes } from './routes/status.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { systemRoutes } from './routes/system.ts';
import { twoFactorRoutes } from './routes/two-factor.ts';
import { viewerRoutes } from './routes/viewers.ts';
import { APP_VERSION } from './version.ts';

/**
 * Every path below /api/, but not /api itself: /api is the developer page of the site
 * (docs/product.md#routes), served by the static site like any other page.
 */
const API_ROUTES = '/api/:path{.+}';

export function createApp(deps: AppDeps) {
  const app = createRouter();

  // The benchmark's ceiling: a bare hello-world route, registered before any middleware.
  if (deps.config.BENCH_HELLO_ROUTE) app.get('/bench/hello', (c) => c.text('Hello Hono!'));

  const callLimit = createApiCallLimit({
    limit: deps.config.API_RATE_LIMIT_PER_MINUTE,
    clock: deps.clock,
    counters: deps.rateCounters,
    ownerOf: sessionOwnerLookup(deps),
  });
  const prices = deps.priceStreams ?? createPriceStreams(deps);
  // The quotes are one answer per tick for every caller: served ahead of the per-request
  // middleware, counted by the same limit (docs/decisions.md §334).
  app.get(
    '/api/market-data',
    sharedAnswer({
      trust: deps.config.TRUST_PROXY,
      logger: deps.logger,
      limit: callLimit,
      body: () => prices.ticks.current().bytes,
    }),
  );

  app.use(
    API_ROUTES,
    requestId(),
    clientInfo(deps.config.TRUST_PROXY),
    requestLog(deps.logger),
    apiSecurityHeaders(),
    apiCacheControl(),
  );
  app.use(API_ROUTES, callLimit.middleware);
  const limitBody = bodyLimit({
    maxSize: deps.config.BODY_LIMIT_BYTES,
    onError: () => {
      throw new ApiError(
        413,
        'payload_too_large',
        `The request body is larger than ${deps.config.BODY_LIMIT_BYTES} bytes.`,
      );
    },
  });
  // Only requests that may carry a body: inspecting one builds the full Request object, which
  // costs a read-only GET a third of its throughput.
  app.use(API_ROUTES, (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));

  const loginThrottle = configuredLoginThrottle(deps);
  const api = createRouter()
    .route('/', systemRoutes(deps))
    .route('/', statusRoutes(deps))
    .route('/', subscriptionRoutes(deps))
    .route('/', analyticsRoutes(deps))
    .route('/', consentRoutes(deps))
    .route('/', leadRoutes(deps))
    .route('/', partnerRoutes(deps))
    .route('/', authRoutes(deps, loginThrottle))
    .route('/', accountSessionRoutes(deps, loginThrottle))
    .route('/', accountLanguageRoutes(deps))
    .route('/', ssoRoutes(deps))
    .route('/', passkeyRoutes(deps, loginThrottle))
    .route('/', accountRecoveryRoutes(deps, loginThrottle))
    .route('/', twoFactorRoutes(deps, loginThrottle))
    .route('/', portfolioRoutes(deps))
    .route('/', marketDataRoutes(deps, prices))
    .route('/', adminUserRoutes(deps))
    .route('/', adminAuditRoutes(deps))
    .route('/', adminIncidentRoutes(deps))
    .route('/', adminMailRoutes(deps))
    .route('/', viewerRoutes(deps))
    .route('/', accountSetupRoutes(deps, loginThrottle))
    .route('/', adminCampaignRoutes(deps))
    .route('/', adminPartnerRoutes(deps))
    .route('/', adminLeadRoutes(deps))
    .route('/', demoBookingRoutes(deps))
    .route('/', adminDemoRoutes(deps))
    .route('/', privacyRequestRoutes(deps))
    .route('/', adminPrivacyRoutes(deps));

  for (const [name, scheme] of Object.entries(SECURITY_SCHEMES)) {
    api.openAPIRegistry.registerComponent('securitySchemes', name, scheme);
  }
  // Generated per request like doc31 would, plus the 429 of the call limit every counted
  // operation can answer (the limit is a middleware, so no route declares it itself).
  const documentedUncounted = new Set([...UNCOUNTED_PATHS].map((path) => path.replace(/^\/api/, '')));
  api.get('/openapi.json', (c) =>
    c.json(
      withApiLimit(
        api.getOpenAPI31Document({
          openapi: '3.1.0',
          info: { title: 'Alpora API', version: APP_VERSION },
          servers: [{ url: '/api' }],
        }),
        documentedUncounted,
      ),
    ),
  );

  app.route('/api', api);

  // The links of subscription mails (docs/decisions.md §74) are the site's URLs: their GET is a
  // page of the static site, their POST answers here, with the API's request id, log (the path
  // only, never the token in the query), headers and no-store. No origin check, body limit or
  // rate limit: the token is the authority, and a subscriber must always be able to leave.
  // Each language's pages have their own links (docs/decisions.md §304): /email, /de/email, …
  for (const { locale, prefix } of EMAIL_LINK_PREFIXES) {
    app.on('POST', `${prefix}/*`, requestId(), clientInfo(deps.config.TRUST_PROXY), requestLog(deps.logger));
    app.on('POST', `${prefix}/*`, apiSecurityHeaders(), apiCacheControl());
    app.route(prefix, emailLinkRoutes(deps, locale));
  }
  // The local mailbox (docs/decisions.md §67) shows mails of a local run; never in production.
  if (deps.mailboxDir && deps.config.NODE_ENV !== 'production') app.route('/dev/mail', mailboxRoutes(deps.mailboxDir));
  app.all(API_ROUTES, (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}.`), 404));
  app.onError(errorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
