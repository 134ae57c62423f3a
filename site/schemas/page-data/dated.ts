/**
 * Dated content (docs/claims.md#dated-content): an item that promises something by a period
 * carries that period as its label ("Q1 2027"), and the build knows the day it ends. Once that
 * day is over and the item still promises, the build fails naming the file and the item, so a
 * page never keeps a plan that has silently slipped. The schemas take a clock, so tests can
 * stand on any day; the build uses the real one.
 *
 * @example const schema = periodLabel(); schema.parse('H1 2027') // { label: 'H1 2027', starts, ends }
 */
import { isPast, PERIOD_FORMATS, type Period, periodOf } from '@alpora/shared/periods';
import { z } from 'astro/zod';
import { fillPlaceholders } from '#site/lib/placeholders.ts';

/** What the dated schemas ask the time; the build reads the system clock. */
export type ContentClock = () => Date;
export const systemContentClock: ContentClock = () => new Date();

/**
 * A period label, filled first when it is a placeholder (`%DESIGN_PARTNER_COHORT%` names the
 * cohort's quarter), read into its days.
 */
export function periodLabel() {
  return z.string().transform((text, ctx): Period => {
    const label = text.includes('%') ? fillPlaceholders(text) : text;
    const period = periodOf(label);
    if (period) return period;
    ctx.addIssue({ code: 'custom', message: `"${label}" is not a period. ${PERIOD_FORMATS}` });
    return z.NEVER;
  });
}

/** "ended on 31 December 2025", the day written the way the error message reads best. */
export function endedOn(period: Period): string {
  return `${period.label} ended on ${period.ends.toISOString().slice(0, 10)}`;
}

/**
 * Downloads a page announces before their files exist, each with the period it is due in
 * (`kit: Q1 2027`). The page shows the period; once it has ended, the build fails naming the
 * file and the item until the file is published (and the item removed) or the period moved.
 */
export function upcomingDownloads<const K extends string>(clock: ContentClock, file: string, items: readonly K[]) {
  const shape = Object.fromEntries(items.map((item) => [item, periodLabel()])) as Record<
    K,
    ReturnType<typeof periodLabel>
  >;
  return z.object(shape).superRefine((upcoming, ctx) => {
    const now = clock();
    for (const item of items) {
      const period = (upcoming as Record<K, Period>)[item];
      if (!isPast(period.ends, now)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [item],
        message:
          `${file}: the "${item}" download is still announced but ${endedOn(period)}. ` +
          'Publish it, or move it to the period it is now due in.',
      });
    }
  });
}
