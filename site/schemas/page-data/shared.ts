/** Small shapes several page-data schemas share. */
import { z } from 'astro/zod';

/** A titled paragraph, as on a card. */
export const card = z.object({
  /** Card heading. */
  title: z.string().min(1).max(80),
  /** One or two sentences. */
  body: z.string().min(1).max(400),
  /** Optional bullet points under the body. */
  points: z.array(z.string().min(1).max(160)).max(6).default([]),
});

/** A figure shown large with its label, e.g. "99.9%" / "Target uptime". */
export const figure = z.object({
  /**
   * The figure as displayed, with its unit, or a registered one (`%claim:<id>%`, content/claims.yaml)
   * filled in at build time; the token is longer than the figure it stands for.
   */
  value: z
    .string()
    .min(1)
    .max(24)
    .or(z.string().regex(/^%claim:[a-z][a-z0-9-]*%$/)),
  /** What the figure measures. */
  label: z.string().min(1).max(80),
  /** Optional source or qualification shown under the label. */
  note: z.string().min(1).max(160).optional(),
});

/** A question and its answer; feeds the FAQPage JSON-LD too. */
export const faqItem = z.object({
  question: z.string().min(1).max(160),
  answer: z.string().min(1).max(600),
});
