/** Blog posts and changelog entries: dated MDX files, newest first on their index pages. */
import { z } from 'astro/zod';

export const blogPostSchema = z.object({
  /** Post title, also its <title>. */
  title: z.string().min(1).max(70),
  /** Meta description and teaser, 50 to 160 characters. */
  description: z.string().min(50).max(160),
  /** Publication date, YYYY-MM-DD. */
  publishedAt: z.coerce.date(),
  /** Author's name or team. */
  author: z.string().min(1),
  /** Drafts are built nowhere. */
  draft: z.boolean().default(false),
});

export const changelogEntrySchema = z.object({
  /** Release title, also its <title>. */
  title: z.string().min(1).max(70),
  /** Meta description and summary, 50 to 160 characters. */
  description: z.string().min(50).max(160),
  /** Released version, e.g. "0.2.0". */
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'A version is MAJOR.MINOR.PATCH.'),
  /** Release date, YYYY-MM-DD. */
  releasedAt: z.coerce.date(),
});
