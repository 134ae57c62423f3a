/**
 * `POST /api/status/probes`: the outside probe (`cli probe`, docs/deployment.md) posts what it
 * saw of the App and the API, its backlog from a server outage included, with the original
 * times (docs/decisions.md §266). The route is anonymous to sessions and admits one caller: the
 * bearer of STATUS_PROBE_TOKEN, compared in constant time on SHA-256 digests. Without the token
 * configured it answers 404. Times in the future (beyond a minute of clock drift) or older than
 * the page's 30 days are refused; an observation posted again is counted once.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { probeBatchAnswerSchema, probeBatchSchema } from '@alpora/shared/schemas/status-probes';
import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '#api/app-deps.ts';
import type { Config } from '#api/config.ts';
import { WINDOW_DAYS } from '#api/health/services.ts';
import { ApiError } from '#api/http/errors.ts';
import { createRouter } from '#api/http/router.ts';
import { storeProbeObservations } from '#api/repositories/probe-observations.ts';
import { access, BODY_ERRORS, errorResponses, jsonBody, jsonContent } from './openapi-parts.ts';

const DAY_MS = 86_400_000;
/** How far ahead of the server's clock a probe's clock may run before its times are refused. */
const CLOCK_DRIFT_MS = 60_000;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Admits the bearer of STATUS_PROBE_TOKEN; 404 while none is configured, 401 without it, 403 with another. */
function requireProbeToken(config: Config): MiddlewareHandler {
  const expected = config.STATUS_PROBE_TOKEN ? digest(config.STATUS_PROBE_TOKEN) : undefined;
  return async (c, next) => {
    if (!expected)
      throw new ApiError(
        404,
        'not_found',
        'This server accepts no probe observations (STATUS_PROBE_TOKEN is not set).',
      );
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match?.[1]) {
      throw new ApiError(401, 'unauthorized', 'Send the probe token as Authorization: Bearer <token>.', {
        headers: { 'WWW-Authenticate': 'Bearer' },
      });
    }
    if (!timingSafeEqual(digest(match[1]), expected)) {
      throw new ApiError(403, 'forbidden', 'This probe token is not accepted.');
    }
    await next();
  };
}

export function statusProbeRoutes({ db, clock, config }: AppDeps) {
  const postProbes = createRoute({
    ...access('anonymous'),
    method: 'post',
    path: '/status/probes',
    tags: ['Status'],
    summary: "Post the outside probe's observations of the App and the API (bearer: STATUS_PROBE_TOKEN)",
    description:
      'Each observation counts as a check of its service and covers the time from `coversFrom` to `observedAt` as monitored. At most 200 per request; times may not be in the future nor older than 30 days. Posting an observation again counts it once.',
    middleware: [requireProbeToken(config)],
    request: { body: jsonBody(probeBatchSchema, 'Observations, oldest first or in any order.') },
    responses: {
      200: jsonContent(probeBatchAnswerSchema, 'Stored: how many were new, how many were already stored'),
      ...errorResponses(401, 403, 404, ...BODY_ERRORS),
    },
  });

  return createRouter().openapi(postProbes, async (c) => {
    const { observations } = c.req.valid('json');
    const now = clock.now();
    const earliest = new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString();
    const latest = new Date(now.getTime() + CLOCK_DRIFT_MS).toISOString();
    const fields: Record<string, string> = {};
    observations.forEach((o, index) => {
      if (o.observedAt > latest) fields[`observations.${index}.observedAt`] = 'This time is in the future.';
      else if (o.coversFrom < earliest)
        fields[`observations.${index}.coversFrom`] = `This time is older than ${WINDOW_DAYS} days.`;
    });
    if (Object.keys(fields).length > 0) {
      throw new ApiError(422, 'validation_failed', 'Some observations have times the page cannot take.', { fields });
    }
    return c.json(await storeProbeObservations(db, observations, now), 200);
  });
}
