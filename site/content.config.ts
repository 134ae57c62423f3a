/**
 * Content collections: everything an editor changes lives in content/<locale>/ and is checked
 * against these schemas at build time, so a mistake fails the build naming file and field.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { openApiLoader } from './integrations/openapi-loader.ts';
import { companySchema } from './schemas/company.ts';
import { homeSectionSchema } from './schemas/home.ts';
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
    /** What the legal notice (/legal-notice) states about the company; the data map's controller must agree. */
    company: companySchema,
  }),
});

/** One file per home section (content/en/home/<section>.yaml), told apart by `section`. */
const home = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/en/home' }),
  schema: ({ image }) => homeSectionSchema(image),
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
