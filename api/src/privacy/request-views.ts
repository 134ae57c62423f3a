/**
 * How a privacy request row is shown: to the person who followed its link (no staff names, no
 * notes but the reason of a refusal), and to administrators in the queue, with its due date
 * and whether it is overdue at `now` (docs/privacy.md#requests).
 *
 * @example c.json(privacyRequestView(row, clock.now()), 200)
 */
import {
  type PrivacyOutcome,
  type PrivacyRequestItem,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
  type PrivacyRequestView,
  privacyOutcomeSchema,
} from '@alpora/shared/schemas/privacy-requests';
import type { PrivacyRequestRow } from '#api/db/schema.ts';
import { personLocale } from '#api/mail/person-locale.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function outcomeOf(row: PrivacyRequestRow): PrivacyOutcome | null {
  if (row.outcome === null) return null;
  const parsed = privacyOutcomeSchema.safeParse(JSON.parse(row.outcome));
  return parsed.success ? parsed.data : null;
}

/** Open and past its due date. */
export function isOverdue(row: PrivacyRequestRow, now: Date): boolean {
  return row.status === 'open' && row.due_at !== null && row.due_at < now.toISOString();
}

/** The due date of a request confirmed or received at `from`. */
export function dueDateFrom(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

export function privacyRequestView(row: PrivacyRequestRow): PrivacyRequestView {
  const answered = row.kind === 'access' && row.status === 'completed';
  return {
    kind: row.kind as PrivacyRequestKind,
    status: row.status as PrivacyRequestStatus,
    email: row.email,
    confirmedAt: row.confirmed_at,
    dueAt: row.due_at,
    completedAt: row.completed_at,
    outcome: outcomeOf(row),
    downloadUntil: answered ? row.token_expires_at : null,
    // A web request stays open only when the address holds a staff account (./request-answer.ts).
    heldForAdministrator: row.status === 'open',
  };
}

export function privacyRequestItem(row: PrivacyRequestRow, now: Date): PrivacyRequestItem {
  return {
    id: row.id,
    kind: row.kind as PrivacyRequestKind,
    channel: row.channel as PrivacyRequestItem['channel'],
    status: row.status as PrivacyRequestStatus,
    email: row.email,
    receivedAt: row.received_at,
    confirmedAt: row.confirmed_at,
    dueAt: row.due_at,
    overdue: isOverdue(row, now),
    completedAt: row.completed_at,
    outcome: outcomeOf(row),
    note: row.note,
    handledBy: row.handled_by_name,
    locale: personLocale(row.locale),
  };
}
