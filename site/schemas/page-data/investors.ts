/**
 * /investors: problem, solution, why now, product, business model, team, traction, data room.
 * The pitch deck, not published yet, names the period it is due in (docs/claims.md#dated-content).
 */
import { z } from 'astro/zod';
import { type ContentClock, systemContentClock, upcomingDownloads } from './dated.ts';
import { card, figure } from './shared.ts';

export function investorsDataAt(clock: ContentClock) {
  return z.object({
    page: z.literal('investors'),
    /** Problem, solution, why now and product overview, in this order. */
    story: z.array(card.extend({ id: z.string().regex(/^[a-z0-9-]+$/) })).length(4),
    /** Revenue streams and their ranges, in the CHF of the price list (content/en/home/pricing.yaml). */
    businessModel: z.object({ streams: z.array(card).min(1), figures: z.array(figure).min(1) }),
    /** Team roles; names and bios are published with the round. */
    team: z.array(z.object({ role: z.string().min(1), focus: z.string().min(1).max(240) })).min(1),
    /** Above the figures: what is signed today (nothing yet), so open seats read as open. */
    tractionIntro: z.string().min(1).max(300),
    /** Where we stand, stated as facts of today: open seats are open, nothing is called signed. */
    traction: z.array(figure).min(1),
    /** What the data room holds once access is verified. */
    dataRoom: z.object({ body: z.string().min(1), contents: z.array(z.string().min(1)).min(1) }),
    /** When the pitch deck is due, e.g. "Q1 2027"; the build fails once it has passed. */
    upcoming: upcomingDownloads(clock, 'content/en/page-data/investors.yaml', ['deck']),
  });
}

export const investorsData = investorsDataAt(systemContentClock);
