import { PLAN_IDS } from '@alpora/shared/plans';
import { z } from 'astro/zod';
import { faq, sectionIntro } from './home-blocks.ts';

/** Pricing (docs/product.md#pricing): every figure here is shown as written, annual prices are computed. */
export const pricingSection = z.object({
  section: z.literal('pricing'),
  ...sectionIntro,
  /** Small print under the plans (currency, VAT). */
  note: z.string().min(1),
  plans: z
    .array(
      z.object({
        /** Plan id sent to the plan sign-up (packages/shared/src/plans.ts). */
        id: z.enum(PLAN_IDS),
        /** Name on the card, e.g. "Pro". */
        name: z.string().min(1),
        /** Second name in brackets, e.g. "Desk". */
        alias: z.string().min(1),
        /** Monthly fee in whole CHF, VAT excluded. */
        monthly: z.number().int().positive(),
        /** Shows "from" before the price and no annual prepay price (Enterprise). */
        priceFrom: z.boolean().default(false),
        /** Marks the plan "Recommended". */
        recommended: z.boolean().default(false),
        /** One line under the price. */
        summary: z.string().min(1),
        /** What the plan includes, one line each. */
        features: z.array(z.string().min(1)).min(1),
        /** Label of the sign-up button. */
        cta: z.string().min(1),
      }),
    )
    .length(3),
  addOns: z.object({
    heading: z.string().min(1),
    items: z.array(
      z.object({
        name: z.string().min(1),
        /** Price per month in whole CHF; tiers list one each. */
        prices: z.array(z.object({ label: z.string().optional(), monthly: z.number().int().positive() })).min(1),
        text: z.string().min(1),
      }),
    ),
  }),
  /** The AUM licence box; `example` fills the calculator. */
  aum: z.object({
    heading: z.string().min(1),
    text: z.string().min(1),
    example: z.object({ aum: z.number().positive(), ratePercent: z.number().min(0.25).max(0.5) }),
  }),
  comparison: z.object({
    heading: z.string().min(1),
    /** One row per property; `values` in the order of `plans`. */
    rows: z.array(z.object({ label: z.string().min(1), values: z.array(z.string()).length(3) })).min(1),
  }),
  /** The ROI accordion: worked figures and a link to the calculator. */
  roi: z.object({
    heading: z.string().min(1),
    points: z.array(z.string().min(1)).min(1),
    link: z.object({ label: z.string(), href: z.string().startsWith('/') }),
  }),
  faqHeading: z.string().min(1),
  faqs: z.array(faq).min(1),
});
