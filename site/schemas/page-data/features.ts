/** /features: four feature cards (docs/product.md#information-pages). */
import { z } from 'astro/zod';
import { card } from './shared.ts';

export const featuresData = z.object({
  page: z.literal('features'),
  /** Exactly four cards. */
  cards: z.array(card).length(4),
  /** Figures under the cards (docs/product.md#service-and-legal-claims only). */
  figures: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).max(6),
});
