/** Schemas of the system routes: health and public configuration (docs/product.md#api). */
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  live: z.literal(true),
  ready: z.boolean(),
  checks: z.object({
    database: z.object({
      ok: z.boolean(),
      latencyMs: z.number(),
      /** Whether the database can store data now; false with a reason such as 'disk full'. */
      writable: z.boolean(),
      reason: z.string().nullable(),
    }),
  }),
  version: z.string(),
  time: z.string(),
});

export const configResponseSchema = z.object({
  APP_URL: z.string().url(),
});
