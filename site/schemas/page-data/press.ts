/**
 * /press: media contact, overview, logos, colours, typography, screenshots, bios, guidelines.
 * Downloads not published yet name the period they are due in (docs/claims.md#dated-content):
 * once it has ended, the build fails until the file is published or the period moved.
 */
import { z } from 'astro/zod';
import { type ContentClock, systemContentClock, upcomingDownloads } from './dated.ts';
import { figure } from './shared.ts';

const hex = z.string().regex(/^#[0-9A-F]{6}$/, 'A colour is #RRGGBB in capitals.');

export function pressDataAt(clock: ContentClock) {
  return z.object({
    page: z.literal('press'),
    /** Company boilerplate journalists may quote. */
    overview: z.string().min(50).max(900),
    /** Key facts beside the boilerplate. */
    facts: z.array(figure).min(1).max(8),
    /** Logo files in site/public/press/; `file` is the path under /press/. */
    logos: z
      .array(
        z.object({
          name: z.string().min(1),
          file: z.string().regex(/^[a-z0-9-]+\.(svg|png)$/),
          /** Background the preview is shown on. */
          background: z.enum(['light', 'dark']),
        }),
      )
      .min(1),
    /** The brand palette (docs/product.md#brand). */
    palette: z.array(z.object({ name: z.string().min(1), hex, usage: z.string().min(1) })).min(1),
    typography: z.object({
      family: z.string().min(1),
      weights: z.string().min(1),
      usage: z.string().min(1),
    }),
    /** Screenshot sets; their downloads are announced for `upcoming.screenshots`. */
    screenshots: z.array(z.object({ name: z.string().min(1), description: z.string().min(1) })).min(1),
    /** Leadership roles and bios. */
    leadership: z.array(z.object({ role: z.string().min(1), bio: z.string().min(1).max(400) })).min(1),
    guidelines: z.object({
      approved: z.array(z.string().min(1)).min(1),
      prohibited: z.array(z.string().min(1)).min(1),
    }),
    /**
     * When each download without a file yet is due, e.g. "Q1 2027": the press kit ZIP, the
     * leadership bios and the screenshots. The page says so; the build fails once it has passed.
     */
    upcoming: upcomingDownloads(clock, 'content/en/page-data/press.yaml', ['kit', 'bios', 'screenshots']),
  });
}

export const pressData = pressDataAt(systemContentClock);
