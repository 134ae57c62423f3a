/**
 * The team's decision on a design-partner application (docs/back-office.md#design-partners):
 * accepted takes a seat of the current cohort, refused when its seats are all taken; declined
 * needs a note saying why, and frees the seat of an application accepted before. A decision can
 * be changed at any time by another one; the lead keeps the latest, the audit log every one, in
 * the decision's transaction.
 *
 * @example const application = await decidePartnerApplication(db, staffActor(c), { id, decision: 'accepted', note: null }, clock.now());
 */
import { DESIGN_PARTNER_COHORT } from '@alpora/shared/schemas/leads';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import {
  acceptedSeats,
  findPartnerApplication,
  lockCohort,
  type PartnerApplicationRow,
  storePartnerDecision,
} from '#api/repositories/partner-applications.ts';
import { type AuditActor, recordAudit } from './audit.ts';

/** Why a decision was not stored, in words the team can act on. */
export class PartnerDecisionRefused extends Error {
  override name = 'PartnerDecisionRefused';
  readonly code: 'not_found' | 'cohort_full';
  constructor(code: PartnerDecisionRefused['code'], message: string) {
    super(message);
    this.code = code;
  }
}

export interface PartnerDecisionInput {
  /** The application's public id. */
  id: string;
  decision: 'accepted' | 'declined';
  note: string | null;
}

export async function decidePartnerApplication(
  db: Kysely<Database>,
  actor: AuditActor,
  { id, decision, note }: PartnerDecisionInput,
  now: Date,
): Promise<PartnerApplicationRow> {
  const { name: cohort, seats } = DESIGN_PARTNER_COHORT;
  return db.transaction().execute(async (trx) => {
    await lockCohort(trx, cohort, now);
    const application = await findPartnerApplication(trx, id);
    if (!application) throw new PartnerDecisionRefused('not_found', 'No design-partner application with this id.');
    const holdsSeat = application.partner_decision === 'accepted' && application.partner_cohort === cohort;
    if (decision === 'accepted' && !holdsSeat && (await acceptedSeats(trx, cohort)) >= seats) {
      throw new PartnerDecisionRefused(
        'cohort_full',
        `All ${seats} seats of the ${cohort} cohort are taken. Decline or reconsider an accepted application first.`,
      );
    }
    await storePartnerDecision(
      trx,
      application.id,
      { decision, cohort, note, decidedBy: { id: actor.userId, name: actor.name } },
      now,
    );
    await recordAudit(
      trx,
      actor,
      {
        action: 'partner.decision',
        subjectType: 'partner',
        subjectId: id,
        detail: { from: application.partner_decision ?? 'pending', to: decision, cohort, note },
      },
      now,
    );
    const stored = await findPartnerApplication(trx, id);
    if (!stored) throw new Error('the application just decided is gone');
    return stored;
  });
}
