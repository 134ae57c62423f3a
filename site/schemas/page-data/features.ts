/** /features (SPEC 2: "Features (four feature cards)"). */
import { z } from 'astro/zod';
import { card } from './shared.ts';

export const featuresData = z.object({
  page: z.literal('features'),
  /** Exactly four cards, as SPEC 2 lists them. */
  cards: z.array(card).length(4),
  /** Figures under the cards (SPEC 1 and 9 claims only). */
  figures: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).max(6),
});
