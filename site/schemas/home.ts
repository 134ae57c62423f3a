/**
 * The sections of the home page (docs/product.md#home-page), one file each in
 * content/en/home/<section>.yaml, told apart by `section`. Pricing has its own module.
 */
import type { ImageFunction } from 'astro:content';
import { z } from 'astro/zod';
import { faq, sectionIntro } from './home-blocks.ts';
import { FEATURE_ICONS, SLIDE_IDS } from './home-ids.ts';
import { pricingSection } from './home-pricing.ts';

const hero = z.object({
  section: z.literal('hero'),
  /** Short line above the headline. */
  eyebrow: z.string().min(1),
  /** The page's h1. */
  headline: z.string().min(1).max(90),
  /** One or two sentences under the headline. */
  subheadline: z.string().min(1).max(320),
  /** Label of the waitlist button. */
  primaryCta: z.string().min(1),
  /** Label of the demo button. */
  secondaryCta: z.string().min(1),
  /** Figures under the call to action. */
  highlights: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).max(4),
});

/** The product tour (docs/product.md#product-tour): exactly the six slides, in the order of SLIDE_IDS. */
const tour = (image: ImageFunction) =>
  z.object({
    section: z.literal('tour'),
    ...sectionIntro,
    slides: z
      .array(
        z.object({
          /** Which slide this is; the timing depends on it. */
          id: z.enum(SLIDE_IDS),
          /** Shown above the picture and announced as 'Slide X of N: title'. */
          title: z.string().min(1).max(60),
          /** One sentence under the picture. */
          caption: z.string().min(1).max(200),
          /** Path of the picture, relative to this file (site/assets/slides/...). */
          image: image(),
          /** What the picture shows, for screen readers. */
          alt: z.string().min(20).max(300),
        }),
      )
      .length(SLIDE_IDS.length)
      .refine((slides) => slides.every((slide, i) => slide.id === SLIDE_IDS[i]), {
        message: `slides must be, in order: ${SLIDE_IDS.join(', ')}`,
      }),
  });

/** Who the product is for (anchor who-for, "Solutions" in the header; docs/product.md#home-page). */
const whoFor = z.object({
  section: z.literal('who-for'),
  ...sectionIntro,
  /** One card per kind of client (docs/product.md#what-alpora-is). */
  audiences: z
    .array(z.object({ name: z.string().min(1), text: z.string().min(1), needs: z.array(z.string()).max(4) }))
    .min(2)
    .max(6),
});

const howItWorks = z.object({
  section: z.literal('how-it-works'),
  ...sectionIntro,
  /** Numbered steps, in order. */
  steps: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(3)
    .max(5),
});

const features = z.object({
  section: z.literal('features'),
  ...sectionIntro,
  items: z
    .array(
      z.object({
        /** Pictogram next to the title. */
        icon: z.enum(FEATURE_ICONS),
        title: z.string().min(1).max(60),
        text: z.string().min(1).max(300),
      }),
    )
    .min(3)
    .max(9),
});

const security = z.object({
  section: z.literal('security'),
  ...sectionIntro,
  /** Security measures, one card each. */
  pillars: z
    .array(z.object({ title: z.string().min(1), text: z.string().min(1) }))
    .min(2)
    .max(8),
  /** Link to the full security page. */
  link: z.object({ label: z.string().min(1), href: z.string().startsWith('/') }),
  faqHeading: z.string().min(1),
  faqs: z.array(faq).min(1),
});

/** The closing call to action (anchor cta, "Contact" in the header). */
const cta = z.object({
  section: z.literal('cta'),
  ...sectionIntro,
  /** Label of the demo button. */
  demoCta: z.string().min(1),
  /** Label of the one-pager button. */
  onePagerCta: z.string().min(1),
  /** Short reassurances under the buttons. */
  points: z.array(z.string().min(1)).max(4),
});

/** One file per home section (content/en/home/<section>.yaml), told apart by `section`. */
export const homeSectionSchema = (image: ImageFunction) =>
  z.discriminatedUnion('section', [hero, tour(image), whoFor, howItWorks, features, security, pricingSection, cta]);
