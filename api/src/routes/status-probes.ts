/**
 * `POST /api/status/probes`: the outside probe (`cli probe`, docs/deployment.md) posts what it
 * saw of the App and the API, its backlog from a server outage included, with the original
 * times (docs/decisions.md §266). The route is anonymous to sessions and admits one caller: the
 * bearer of STATUS_PROBE_TOKEN, compared in constant time on SHA-256 digests. Without the token
 * configured it answers 404. Each observation is judged on its own (docs/decisions.md §274): one
 * that is invalid, in the future (beyond a minute of clock drift) or older than the page's 30 days
 * is refused by its index while the others are stored; an observation posted again is counted
 * once, and a late one that saw the service up counts no monitored time (§275).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { fieldErrors } from '@alpora/shared/field-errors';
import {
  observationSchema,
  type ProbeBatchAnswer,
  type ProbeObservation,
  probeBatchAnswerSchema,
  probeBatchSchema,
} from '@alpora/shared/schemas/status-probes';
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

/** Each observation judged alone: the valid ones, and the refused ones by index with their reasons. */
function judgeObservations(observations: readonly unknown[], now: Date) {
  const earliest = new Date(now.getTime() - WINDOW_DAYS * DAY_MS).toISOString();
  const latest = new Date(now.getTime() + CLOCK_DRIFT_MS).toISOString();
  const valid: ProbeObservation[] = [];
  const refused: ProbeBatchAnswer['refused'] = [];
  observations.forEach((raw, index) => {
    const parsed = observationSchema.safeParse(raw);
    if (!parsed.success) refused.push({ index, fields: fieldErrors(parsed.error) });
    else if (parsed.data.observedAt > latest)
      refused.push({ index, fields: { observedAt: 'This time is in the future.' } });
    else if (parsed.data.coversFrom < earliest)
      refused.push({ index, fields: { coversFrom: `This time is older than ${WINDOW_DAYS} days.` } });
    else valid.push(parsed.data);
  });
  return { valid, refused };
}

export function statusProbeRoutes({ db, clock, config, logger }: AppDeps) {
  const postProbes = createRoute({
    // No session: the probe's own bearer token, checked by the middleware below.
    ...access('anonymous'),
    security: [{ probeToken: [] }],
    method: 'post',
    path: '/status/probes',
    tags: ['Status'],
    summary: "Post the outside probe's observations of the App and the API (bearer: STATUS_PROBE_TOKEN)",
    description:
      'Each observation counts as a check of its service and covers the time from `coversFrom` to `observedAt` as monitored. At most 200 per request. Each is judged alone: one that is invalid, in the future or older than 30 days is listed in `refused` by its index while the others are stored. Posting an observation again counts it once. One received more than 5 minutes after `observedAt` counts only when it saw the service down (`late` counts the others).',
    middleware: [requireProbeToken(config)],
    request: { body: jsonBody(probeBatchSchema, 'Observations, oldest first or in any order.') },
    responses: {
      200: jsonContent(
        probeBatchAnswerSchema,
        'Stored: how many were new, already stored, late; which were refused and why',
      ),
      ...errorResponses(401, 403, 404, ...BODY_ERRORS),
    },
  });

  return createRouter().openapi(postProbes, async (c) => {
    const now = clock.now();
    const { valid, refused } = judgeObservations(c.req.valid('json').observations, now);
    const stored = await storeProbeObservations(db, valid, now);
    // How many, never from where: the probe's address is the request log's alone (docs/decisions.md §266).
    if (stored.late > 0) logger.info('late probe observations', { late: stored.late });
    if (refused.length > 0) logger.warn('probe observations refused', { refused: refused.length });
    return c.json({ ...stored, refused }, 200);
  });
}
