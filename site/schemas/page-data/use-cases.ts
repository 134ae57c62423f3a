/** /use-cases (docs/product.md#information-pages): three illustrative stories, common benefits, calls to action. */
import { z } from 'astro/zod';
import { card } from './shared.ts';

const story = z.object({
  /** Anchor id of the story, kebab-case. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** Kind of firm, e.g. "Multi-strategy hedge fund". */
  title: z.string().min(1).max(80),
  /** Who they are, in one line (simulated firm, no real client). */
  profile: z.string().min(1).max(200),
  /** The situation before. */
  before: z.string().min(1).max(500),
  /** The situation with the product. */
  after: z.string().min(1).max(500),
  /** Before and after figures of the simulation. */
  metrics: z
    .array(z.object({ label: z.string().min(1), before: z.string().min(1), after: z.string().min(1) }))
    .min(1)
    .max(4),
});

export const useCasesData = z.object({
  page: z.literal('use-cases'),
  /** Shown above the stories: they are simulated, illustrative examples. */
  disclaimer: z.string().min(20),
  /** Exactly three stories. */
  stories: z.array(story).length(3),
  /** The benefits common to all three. */
  benefits: z.array(card).min(2).max(6),
});
