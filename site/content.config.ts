/**
 * Content collections: everything an editor changes lives in content/<locale>/ and is checked
 * against these schemas at build time, so a mistake fails the build naming file and field.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

/** One file per home section (content/en/home/<section>.yaml), told apart by `section`. */
const home = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/en/home' }),
  schema: z.discriminatedUnion('section', [hero]),
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

export const collections = { settings, home, pages };
