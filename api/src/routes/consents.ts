/**
 * The cookie banner's answers, recorded as proof of consent (docs/privacy.md#consent): the
 * random id the browser made, the choice, the policy version the banner was built with, the
 * page and the server's time. A version other than the data map's current one answers 409: the
 * page is older than the policy, and the banner asks again on a fresh page
 * (docs/decisions.md §236). Rate limited per IP like every anonymous write; no cookie is set.
 *
 * @example POST /api/consents { visitorId, choice: 'accepted', policyVersion: '1.2', page: '/' } → 201 { recordedAt, policyVersion }
 */
import { consentRecordedSchema, consentRecordSchema } from '@alpora/shared/schemas/consent';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '#api/app-deps.ts';
import { ApiError } from '#api/http/errors.ts';
import { rateLimit } from '#api/http/rate-limit.ts';
import { createRouter } from '#api/http/router.ts';
import { dataMap } from '#api/privacy/data-map-file.ts';
import { insertConsentRecord } from '#api/repositories/consent-records.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

export function consentRoutes({ db, clock, config, rateCounters }: AppDeps) {
  const postConsent = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/consents',
    tags: ['Privacy'],
    summary: "Record a visitor's answer to the cookie banner",
    // Before validation, so that a flood of invalid bodies is limited too.
    middleware: [
      rateLimit({
        name: 'consents',
        limit: config.CONSENTS_RATE_LIMIT,
        windowMs: 60_000,
        clock,
        counters: rateCounters,
      }),
    ],
    request: { body: jsonBody(consentRecordSchema) },
    responses: {
      201: jsonContent(consentRecordedSchema, 'Recorded'),
      ...errorResponses(...BODY_ERRORS, 429),
      409: {
        ...errorResponses(409)[409],
        description: 'The banner was built for another policy version: nothing is recorded',
      },
    },
  });

  return createRouter().openapi(postConsent, async (c) => {
    const answer = c.req.valid('json');
    const current = dataMap().policy.version;
    if (answer.policyVersion !== current) {
      throw new ApiError(
        409,
        'policy_version_changed',
        `This page shows privacy policy ${answer.policyVersion}; the current one is ${current}. Reload the page to answer again.`,
      );
    }
    const at = clock.now();
    await insertConsentRecord(db, answer, at);
    return c.json({ recordedAt: at.toISOString(), policyVersion: current }, 201);
  });
}
