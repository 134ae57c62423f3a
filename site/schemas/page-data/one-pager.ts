/** /one-pager (docs/product.md#routes): headline, why choose us, contact, about, three services. */
import { z } from 'astro/zod';

export const onePagerData = z.object({
  page: z.literal('one-pager'),
  /** The sheet's headline (its h1). */
  headline: z.string().min(1).max(90),
  /** One sentence under the headline. */
  subheadline: z.string().min(1).max(240),
  /** Reasons to choose the product; keep to six so the sheet fits one A4 page. */
  whyChooseUs: z.array(z.string().min(1).max(160)).min(3).max(6),
  /** Strategy Engine, Execution & Risk, Analytics & Reporting. */
  services: z.array(z.object({ name: z.string().min(1), body: z.string().min(1).max(260) })).length(3),
  /** The about paragraph. */
  about: z.string().min(1).max(500),
  /** Key figures in the sheet's footer band. */
  figures: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).max(4),
});
