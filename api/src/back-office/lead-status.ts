/**
 * The moves of a lead through the sales pipeline (docs/back-office.md#leads-inbox,
 * docs/decisions.md §125). A lead only moves forward while it is open (new → contacted →
 * qualified), skipping steps when a conversation went fast, and may be closed from any open
 * status: won, lost, or spam. A closed lead is reopened on purpose only: won or lost back to
 * contacted (the conversation starts again), spam back to new (marked by mistake, never worked).
 * Every other move is refused, so the history reads as what happened to the lead. The table of
 * moves is shared with the inbox, which offers only these.
 *
 * @example if (!mayMove('won', 'new')) throw new ApiError(409, 'status_move_refused', moveRefusal('won', 'new'));
 */
import { type LeadStatus, LEAD_STATUS_MOVES as MOVES } from '@alpora/shared/schemas/admin-leads';

/** The statuses a lead in `from` may move to, in pipeline order. */
export function movesFrom(from: LeadStatus): readonly LeadStatus[] {
  return MOVES[from];
}

export function mayMove(from: LeadStatus, to: LeadStatus): boolean {
  return MOVES[from].includes(to);
}

/** Why a move is refused, and what the lead may move to instead. */
export function moveRefusal(from: LeadStatus, to: LeadStatus): string {
  return `A ${from} lead cannot move to ${to}; it may move to ${MOVES[from].join(', ')}.`;
}
