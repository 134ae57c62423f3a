/** Schemas of the system routes: health and public configuration (docs/product.md#api). */
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  live: z.literal(true),
  ready: z.boolean(),
  checks: z.object({
    database: z.object({ ok: z.boolean(), latencyMs: z.number() }),
  }),
  version: z.string(),
  time: z.string(),
});

export const configResponseSchema = z.object({
  APP_URL: z.string().url(),
});
