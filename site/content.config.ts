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

export const collections = { settings, home };
