/**
 * /compliance: the certification badges (docs/product.md#information-pages): Certified or
 * Compliant green, At Launch amber.
 */
import { z } from 'astro/zod';

/** The badge states; the colour follows the state, and the state is always written out. */
const CERTIFICATION_STATUSES = ['Certified', 'Compliant', 'At Launch'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const complianceData = z.object({
  page: z.literal('compliance'),
  /** Beside the badges: what a "Compliant" badge states and that it is no legal opinion. */
  note: z.string().min(1).max(300),
  certifications: z
    .array(
      z.object({
        /** Standard or regulation, e.g. "GDPR". */
        name: z.string().min(1).max(60),
        /** Certified, Compliant or At Launch. */
        status: z.enum(CERTIFICATION_STATUSES),
        /** What the status covers and what it does not. */
        detail: z.string().min(1).max(300),
      }),
    )
    .min(1),
});
