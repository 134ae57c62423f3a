/**
 * The seats of the current design-partner cohort (docs/back-office.md#design-partners), as the
 * public counter on /partners and the back office both show them: taken are the applications
 * the team accepted for this cohort, never the ones merely sent. From the cohort's first day it
 * recruits no more (docs/decisions.md §281): a deployed site outlives the build that checked it.
 *
 * @example const { left, recruiting } = await cohortSeats(db, clock.now());
 */
import { recruitingProblem } from '@alpora/shared/design-partner-cohort';
import { DESIGN_PARTNER_COHORT, type PartnerSeats } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { acceptedSeats } from '#api/repositories/partner-applications.ts';

export async function cohortSeats(db: Kysely<Database>, now: Date): Promise<PartnerSeats> {
  const { name, seats } = DESIGN_PARTNER_COHORT;
  const taken = await acceptedSeats(db, name);
  return {
    cohort: name,
    total: seats,
    taken,
    left: Math.max(0, seats - taken),
    recruiting: recruitingProblem(DESIGN_PARTNER_COHORT, now) === undefined,
  };
}
