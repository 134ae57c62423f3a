/** /security (docs/product.md#information-pages: Security & Compliance page with the #features anchor and a FAQ). */
import { z } from 'astro/zod';
import { card, faqItem, figure } from './shared.ts';

export const securityData = z.object({
  page: z.literal('security'),
  /** The security features, rendered in the section with id "features". */
  features: z.array(card).min(3).max(9),
  /** Operational targets (docs/product.md#service-and-legal-claims): uptime, incidents, breach notice. */
  commitments: z.array(figure).min(3).max(6),
  /** Questions and answers; also published as FAQPage structured data. */
  faq: z.array(faqItem).min(1),
});
