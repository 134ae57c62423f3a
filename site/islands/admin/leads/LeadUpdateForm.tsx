/**
 * Works one lead: a move in the pipeline (only the moves the API allows from its status,
 * docs/decisions.md §125), its owner from the team, and a note, sent as one change. The API's
 * refusal (a move someone else made first, an owner no longer on the team) is shown as it says.
 */
import {
  LEAD_STATUS_MOVES,
  type LeadDetail,
  type LeadStatus,
  type LeadUpdateRequest,
  type TeamMember,
} from '@alpora/shared/schemas/admin-leads';
import { type FormEvent, useState } from 'react';
import { controlClass, FieldShell } from '#site/components/ui/FieldShell.tsx';
import { toast } from '#site/components/ui/Toast.tsx';
import { adminWrite, messageOf } from '../admin-api.ts';
import { Problem } from '../ReadState.tsx';
import { STATUS_LABELS } from './lead-looks.ts';

interface Props {
  lead: LeadDetail;
  team: readonly TeamMember[];
  onSaved: (lead: LeadDetail) => void;
}

export function LeadUpdateForm({ lead, team, onSaved }: Props) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [owner, setOwner] = useState(lead.owner?.id ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The current owner stays a choice even if their account left the team since.
  const owners = lead.owner && !team.some((member) => member.id === lead.owner?.id) ? [lead.owner, ...team] : team;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const change: LeadUpdateRequest = {};
    if (status !== lead.status) {
      change.status = status;
      change.seenStatus = lead.status;
    }
    if (owner !== (lead.owner?.id ?? '')) change.ownerUserId = owner || null;
    if (note.trim()) change.note = note.trim();
    if (Object.keys(change).length === 0) {
      setError('Change the status or the owner, or write a note.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await adminWrite<LeadDetail>(`/api/admin/leads/${lead.id}`, 'PATCH', change);
      setNote('');
      toast({ title: 'Lead updated', description: `${saved.name ?? saved.email} is ${STATUS_LABELS[saved.status]}.` });
      onSaved(saved);
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label="Work this lead"
      className="grid gap-4 rounded-lg border border-line bg-wash p-4"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FieldShell id="lead-status" label="Status">
          {(describedBy) => (
            <select
              id="lead-status"
              name="status"
              value={status}
              aria-describedby={describedBy}
              className={`${controlClass} appearance-auto`}
              onChange={(event) => setStatus(event.target.value as LeadStatus)}
            >
              <option value={lead.status}>{STATUS_LABELS[lead.status]} (now)</option>
              {LEAD_STATUS_MOVES[lead.status].map((to) => (
                <option key={to} value={to}>
                  {STATUS_LABELS[to]}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell id="lead-owner" label="Owner">
          {(describedBy) => (
            <select
              id="lead-owner"
              name="owner"
              value={owner}
              aria-describedby={describedBy}
              className={`${controlClass} appearance-auto`}
              onChange={(event) => setOwner(event.target.value)}
            >
              <option value="">Nobody</option>
              {owners.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.username}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
      <FieldShell id="lead-note" label="Note" optionalLabel="optional">
        {(describedBy) => (
          <textarea
            id="lead-note"
            name="note"
            rows={3}
            maxLength={2000}
            value={note}
            aria-describedby={describedBy}
            className={controlClass}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FieldShell>
      {error ? <Problem>{error}</Problem> : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
