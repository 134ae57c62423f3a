/** /compare (docs/product.md#information-pages): the product vs build in-house vs generic bots, six categories. */
import { z } from 'astro/zod';

/** The six levels, best first. */
export const SUPPORT_LEVELS = [
  'Full Support',
  'Custom Build Required',
  'Limited',
  'Basic',
  'Varies',
  'Not Available',
] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

const level = z.enum(SUPPORT_LEVELS);

export const compareData = z.object({
  page: z.literal('compare'),
  /** Column headings: the product, building in-house, generic bots. */
  columns: z.object({ product: z.string().min(1), inHouse: z.string().min(1), bots: z.string().min(1) }),
  /** Exactly six categories, each with a level per column. */
  categories: z
    .array(
      z.object({
        name: z.string().min(1).max(60),
        /** What the category covers, one sentence. */
        description: z.string().min(1).max(240),
        product: level,
        inHouse: level,
        bots: level,
      }),
    )
    .length(6),
  /** What each level means, one entry per level. */
  levels: z.array(z.object({ level, meaning: z.string().min(1).max(200) })).length(6),
  /** Guidance: which option fits whom. */
  guidance: z.array(z.object({ option: z.string().min(1), choose: z.string().min(1).max(400) })).length(3),
});
