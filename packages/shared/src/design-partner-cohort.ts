/**
 * The design-partner cohort the site recruits for (docs/product.md#leads): its first day, its
 * seats and its length, typed once here. Its name is the quarter it starts in, so the label the
 * pages, the seat counter and the back office show cannot disagree with its dates. /partners
 * stops building once the cohort has started (docs/claims.md#dated-content): recruiting for a
 * cohort that is already under way would be a stale promise.
 *
 * @example DESIGN_PARTNER_COHORT.name // 'Q1 2027'
 *          recruitingProblem(DESIGN_PARTNER_COHORT, new Date()) // undefined while it recruits
 */
import { dayText, quarterOf } from './periods.ts';

export interface DesignPartnerCohort {
  /** The quarter it starts in, e.g. "Q1 2027": the cohort's name everywhere. */
  name: string;
  /** How many firms it takes; an accepted application takes one. */
  seats: number;
  /** How long the programme runs. */
  weeks: number;
  /** Its first day (UTC). */
  starts: Date;
  /** Its last day (UTC). */
  ends: Date;
}

const DAY_MS = 86_400_000;

export function designPartnerCohort(plan: { starts: string; seats: number; weeks: number }): DesignPartnerCohort {
  const starts = new Date(`${plan.starts}T00:00:00Z`);
  if (Number.isNaN(starts.getTime())) throw new RangeError(`"${plan.starts}" is not a day (YYYY-MM-DD).`);
  return {
    name: quarterOf(starts),
    seats: plan.seats,
    weeks: plan.weeks,
    starts,
    ends: new Date(starts.getTime() + (plan.weeks * 7 - 1) * DAY_MS),
  };
}

/** The cohort /partners recruits for. Move `starts` to the next cohort's first day when this one begins. */
export const DESIGN_PARTNER_COHORT = designPartnerCohort({ starts: '2027-01-11', seats: 5, weeks: 12 });

/** Why the site may no longer recruit for `cohort` at `now`, naming where to change it; undefined while it may. */
export function recruitingProblem(cohort: DesignPartnerCohort, now: Date): string | undefined {
  if (now.getTime() < cohort.starts.getTime()) return undefined;
  return (
    `The ${cohort.name} design-partner cohort started on ${dayText(cohort.starts)}, but /partners still recruits for it: ` +
    "set the next cohort's first day in packages/shared/src/design-partner-cohort.ts."
  );
}
