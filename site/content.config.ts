/**
 * Content collections: everything an editor changes lives in content/<locale>/ and is checked
 * against these schemas at build time, so a mistake fails the build naming file and field.
 */
import { defineCollection, type ImageFunction } from 'astro:content';
import { PLAN_IDS } from '@alpora/shared/plans';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { FEATURE_ICONS } from './components/home/feature-icons.ts';
import { openApiLoader } from './integrations/openapi-loader.ts';
import { SLIDE_IDS } from './islands/carousel/slide-timing.ts';
import { pageDataSchema } from './schemas/page-data.ts';
import { blogPostSchema, changelogEntrySchema } from './schemas/posts.ts';

const settings = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/en/settings' }),
  schema: z.object({
    /** Brand name shown in the header, footer and titles. */
    name: z.string().min(1),
    /** Registered company name for legal text. */
    legalName: z.string().min(1),
    /** One line under the brand in metadata. */
    tagline: z.string().min(1),
    /** City and country of the registered office. */
    location: z.string().min(1),
    /** Mailboxes, each a plain address (no mailto:). */
    email: z.object({
      general: z.email(),
      sales: z.email(),
      investors: z.email(),
      press: z.email(),
    }),
    /** The social profile linked in the footer. */
    social: z.object({ label: z.string().min(1), url: z.url() }),
  }),
});

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

/** Heading block every home section after the hero opens with. */
const sectionIntro = {
  /** Short line above the heading. */
  eyebrow: z.string().min(1).max(40),
  /** The section's h2. */
  heading: z.string().min(1).max(90),
  /** One or two sentences under the heading. */
  intro: z.string().min(1).max(400),
};

/** A question and its answer; also published as FAQPage structured data. */
const faq = z.object({ question: z.string().min(1).max(160), answer: z.string().min(1).max(700) });

/** The product tour (docs/product.md#product-tour); exactly the six slides, in the order of SLIDE_IDS. */
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

/** Who the product is for (anchor who-for, "Solutions" in the header). */
const whoFor = z.object({
  section: z.literal('who-for'),
  ...sectionIntro,
  /** One card per kind of client. */
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

/** docs/product.md#pricing; every figure here is shown as written, annual prices are computed. */
const pricing = z.object({
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

/** The closing call to action (anchor cta, "Contact" in the header). */
const cta = z.object({
  section: z.literal('cta'),
  ...sectionIntro,
  /** Label of the demo button; the length comes from one constant. */
  demoCta: z.string().min(1),
  /** Label of the one-pager button. */
  onePagerCta: z.string().min(1),
  /** Short reassurances under the buttons. */
  points: z.array(z.string().min(1)).max(4),
});

/** One file per home section (content/en/home/<section>.yaml), told apart by `section`. */
const home = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/en/home' }),
  schema: ({ image }) =>
    z.discriminatedUnion('section', [hero, tour(image), whoFor, howItWorks, features, security, pricing, cta]),
});

/**
 * Information pages in MDX (content/en/pages/<route>.mdx): prose an editor changes, with the
 * page's metadata in frontmatter. Legal pages carry their version and date here.
 */
const pages = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/en/pages' }),
  schema: z.object({
    /** The <title> and social title, without the brand. */
    title: z.string().min(1).max(70),
    /** Meta description, 50 to 160 characters. */
    description: z.string().min(50).max(160),
    /** Short line above the h1, e.g. "Legal" or "Developers". */
    eyebrow: z.string().min(1).max(40).optional(),
    /** The page's h1; defaults to the title. */
    heading: z.string().min(1).optional(),
    /** One paragraph under the h1. */
    lede: z.string().min(1).optional(),
    /** Document version, for legal pages (e.g. "1.1"). */
    version: z.string().min(1).optional(),
    /** Date this version took effect, YYYY-MM-DD. */
    effectiveDate: z.coerce.date().optional(),
  }),
});

/** Structured data of the information pages (content/en/page-data/<route>.yaml). */
const pageData = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/en/page-data' }),
  schema: pageDataSchema,
});

/** Blog posts (content/en/blog/<slug>.mdx); an empty folder shows the coming-soon state. */
const blog = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/en/blog' }),
  schema: blogPostSchema,
});

/** Release notes (content/en/changelog/<version>.mdx). */
const changelog = defineCollection({
  loader: glob({ pattern: '**/*.mdx', base: './content/en/changelog' }),
  schema: changelogEntrySchema,
});

const schemaShape = z.record(z.string(), z.unknown());

/** The API reference: one entry per operation of the API's own OpenAPI document. */
const apiOperations = defineCollection({
  loader: openApiLoader(),
  schema: z.object({
    /** GET, POST, ... */
    method: z.string(),
    /** Full path with the /api prefix. */
    path: z.string().startsWith('/'),
    summary: z.string(),
    description: z.string().optional(),
    /** First tag; the page groups operations by it. */
    tag: z.string(),
    parameters: z.array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        description: z.string().optional(),
        schema: schemaShape.optional(),
      }),
    ),
    requestBody: schemaShape.optional(),
    responses: z.array(z.object({ status: z.string(), description: z.string(), schema: schemaShape.optional() })),
    /** info.version of the document. */
    apiVersion: z.string(),
  }),
});

export const collections = { settings, home, pages, pageData, blog, changelog, apiOperations };
