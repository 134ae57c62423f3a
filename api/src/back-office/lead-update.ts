/**
 * A staff member works a lead (docs/back-office.md#leads-inbox): moves it in the pipeline
 * (./lead-status.ts), gives it an owner from the team or takes it from one, writes a note, or
 * several at once. The lead's columns, one row of its history and one audit entry are written
 * in one transaction. A move names the status its author saw, and is made only while the lead
 * still has it: someone who chose from a view that has since changed, or two people moving the
 * same lead at once, are told to reload rather than undo the other's move. A
 * history row without status, owner or note is the owner taken away.
 *
 * @example await updateLead(db, lead, { status: 'contacted', note: 'Called' }, staffActor(c), clock.now());
 */
import type { LeadStatus, LeadUpdate } from '@alpora/shared/schemas/admin-leads';
import type { Kysely } from 'kysely';
import type { Database, LeadRow } from '#api/db/schema.ts';
import { findTeamMember } from '#api/repositories/lead-inbox.ts';
import { type AuditActor, recordAudit } from './audit.ts';
import { mayMove, moveRefusal } from './lead-status.ts';

/** Why a change is refused, in words a staff member can act on. */
export class LeadUpdateRefused extends Error {
  override name = 'LeadUpdateRefused';
  readonly code: 'status_move_refused' | 'not_team_member' | 'changed_meanwhile' | 'unchanged';
  constructor(code: LeadUpdateRefused['code'], message: string) {
    super(message);
    this.code = code;
  }
}

function changedMeanwhile(): LeadUpdateRefused {
  return new LeadUpdateRefused('changed_meanwhile', 'Someone changed this lead meanwhile. Reload it and try again.');
}

export async function updateLead(
  db: Kysely<Database>,
  lead: Pick<LeadRow, 'id' | 'public_id' | 'status' | 'owner_user_id'>,
  change: LeadUpdate,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  const from = lead.status as LeadStatus;
  if (change.status !== undefined && change.seenStatus !== from) throw changedMeanwhile();
  // Asking for the status it has is no move: the owner or the note may still change.
  const to = change.status !== undefined && change.status !== from ? change.status : undefined;
  if (to !== undefined && !mayMove(from, to)) throw new LeadUpdateRefused('status_move_refused', moveRefusal(from, to));
  const owner =
    change.ownerUserId !== undefined && change.ownerUserId !== lead.owner_user_id ? change.ownerUserId : undefined;
  if (owner && !(await findTeamMember(db, owner))) {
    throw new LeadUpdateRefused(
      'not_team_member',
      'The owner must be an admin or sales account that is not suspended.',
    );
  }
  if (to === undefined && owner === undefined && change.note === undefined) {
    throw new LeadUpdateRefused('unchanged', `The lead is already ${from}, with this owner; nothing to change.`);
  }
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const set = {
      ...(to !== undefined ? { status: to, status_changed_at: at } : {}),
      ...(owner !== undefined ? { owner_user_id: owner } : {}),
    };
    if (Object.keys(set).length > 0) {
      const result = await trx
        .updateTable('leads')
        .set(set)
        .where('id', '=', lead.id)
        .where('status', '=', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw changedMeanwhile();
    }
    await trx
      .insertInto('lead_activity')
      .values({
        lead_id: lead.id,
        actor_user_id: actor.userId,
        actor_name: actor.name,
        from_status: to !== undefined ? from : null,
        to_status: to ?? null,
        owner_user_id: owner ?? null,
        note: change.note ?? null,
        created_at: at,
      })
      .execute();
    const detail = {
      ...(to !== undefined ? { from, to } : {}),
      ...(owner !== undefined ? { owner } : {}),
      ...(change.note !== undefined ? { note: true } : {}),
    };
    await recordAudit(
      trx,
      actor,
      { action: 'lead.update', subjectType: 'lead', subjectId: lead.public_id, detail },
      now,
    );
  });
}
