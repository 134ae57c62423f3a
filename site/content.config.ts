/**
 * Content collections: everything an editor changes lives in content/<locale>/ and is checked
 * against these schemas at build time, so a mistake fails the build naming file and field.
 * Every language's files load into the same collections, each entry's id led by its locale
 * (`de/privacy`, `en/site`), so a page asks for its own language's entry
 * (docs/product.md#languages).
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { openApiLoader } from './integrations/openapi-loader.ts';
import { localeEntryId } from './lib/locale-entry.ts';
import { companySchema } from './schemas/company.ts';
import { homeSectionSchema } from './schemas/home.ts';
import { pageDataSchema } from './schemas/page-data.ts';
import { blogPostSchema, changelogEntrySchema } from './schemas/posts.ts';

/**
 * The files of one folder kind (`pages`, `home`, ...) of every language, content/<locale>/<folder>/,
 * each entry's id its locale and its path inside the folder without extension.
 *
 * @example content/de/pages/privacy-record.mdx is the pages entry "de/privacy-record"
 */
function localeGlob(folder: string, pattern: string) {
  return glob({
    pattern: `*/${folder}/${pattern}`,
    base: './content',
    generateId: ({ entry }) => localeEntryId(entry, folder),
  });
}

const settings = defineCollection({
  loader: localeGlob('settings', '*.yaml'),
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

/** One file per home section (content/<locale>/home/<section>.yaml), told apart by `section`. */
const home = defineCollection({
  loader: localeGlob('home', '*.yaml'),
  schema: ({ image }) => homeSectionSchema(image),
});

/**
 * Information pages in MDX (content/<locale>/pages/<route>.mdx): prose an editor changes, with the
 * page's metadata in frontmatter. Legal pages carry their version and date here.
 */
const pages = defineCollection({
  loader: localeGlob('pages', '**/*.mdx'),
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

/** Structured data of the information pages (content/<locale>/page-data/<route>.yaml). */
const pageData = defineCollection({
  loader: localeGlob('page-data', '*.yaml'),
  schema: pageDataSchema,
});

/** Blog posts (content/<locale>/blog/<slug>.mdx); an empty folder shows the coming-soon state. */
const blog = defineCollection({
  loader: localeGlob('blog', '**/*.mdx'),
  schema: blogPostSchema,
});

/** Release notes (content/<locale>/changelog/<version>.mdx). */
const changelog = defineCollection({
  loader: localeGlob('changelog', '**/*.mdx'),
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

/**
 * Claim values written the local way (content/<locale>/claims.yaml, `id: "24 Monate"`), one
 * entry per language whose id is the locale; the register (content/claims.yaml) keeps the
 * English value of every claim (docs/claims.md).
 */
const claimWords = defineCollection({
  loader: glob({
    pattern: '*/claims.yaml',
    base: './content',
    generateId: ({ entry }) => entry.split('/')[0] ?? entry,
  }),
  // `id: "value"`, or `id: { value?, forms: [...] }` when the language states it in further
  // forms the claims check must know (docs/claims.md#languages).
  schema: z.record(
    z.string().regex(/^[a-z][a-z0-9-]*$/),
    z.union([
      z.string().min(1),
      z.object({ value: z.string().min(1).optional(), forms: z.array(z.string().min(1)).optional() }),
    ]),
  ),
});

export const collections = { settings, home, pages, pageData, blog, changelog, claimWords, apiOperations };
