/**
 * What the outside probe posts to `POST /api/status/probes` (docs/product.md#status-page,
 * docs/decisions.md §266): its observations of the App and the API, each with the time it was
 * made and the start of the time it speaks for (the probe's previous observation).
 */
import { z } from 'zod';

/** The services a probe outside the server can see: the site and the API's health. */
export const PROBED_SERVICES = ['app', 'api'] as const;

/** Observations in one request (about 26 KB, well inside the body limit); a longer backlog is posted in several. */
export const MAX_PROBE_BATCH = 200;

/** The longest time one observation may speak for: a probe run by cron every 15 minutes at most. */
export const MAX_PROBE_SPAN_MS = 15 * 60_000;

const isoTime = z.iso
  .datetime({ offset: true, error: 'field.dateTime.iso' })
  .transform((value) => new Date(value).toISOString());

/**
 * An observation received later than this after it was made counts only when it saw the service
 * down: evidence of an outage is never refused, a late "up" adds no monitored time
 * (docs/decisions.md §275).
 */
export const PROBE_LATE_AFTER_MS = 5 * 60_000;

export const observationSchema = z
  .object({
    service: z.enum(PROBED_SERVICES, { error: 'field.probe.service' }),
    status: z.enum(['operational', 'degraded', 'down'], { error: 'field.probe.status' }),
    observedAt: isoTime,
    coversFrom: isoTime,
    latencyMs: z.number().min(0).max(600_000).nullable().default(null),
  })
  .refine((o) => o.coversFrom <= o.observedAt, {
    message: 'field.probe.coversFrom',
    path: ['coversFrom'],
  })
  .refine((o) => Date.parse(o.observedAt) - Date.parse(o.coversFrom) <= MAX_PROBE_SPAN_MS, {
    message: 'field.probe.span',
    params: { minutes: MAX_PROBE_SPAN_MS / 60_000 },
    path: ['coversFrom'],
  });
export type ProbeObservation = z.infer<typeof observationSchema>;

/**
 * The batch: each observation is judged on its own (docs/decisions.md §274), so one the page
 * cannot take is refused by its index while the others are stored.
 */
export const probeBatchSchema = z.object({
  observations: z
    .array(z.unknown())
    .min(1, 'field.probe.none')
    .max(MAX_PROBE_BATCH, 'field.probe.tooMany')
    .describe('Observations (service, status, observedAt, coversFrom, latencyMs), in any order.'),
});

export const probeBatchAnswerSchema = z.object({
  /** Observations stored now. */
  accepted: z.number().int(),
  /** Observations already stored by an earlier post, counted once. */
  duplicates: z.number().int(),
  /** Of those stored now, late ones that saw the service up: kept, counting no monitored time. */
  late: z.number().int(),
  /** Observations refused, by their index in the batch, with the reason per field; never to be sent again. */
  refused: z.array(z.object({ index: z.number().int(), fields: z.record(z.string(), z.string()) })),
});
export type ProbeBatchAnswer = z.infer<typeof probeBatchAnswerSchema>;
