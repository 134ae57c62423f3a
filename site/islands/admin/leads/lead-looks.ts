/**
 * How the inbox names and marks a lead's kind and status: words first, and a badge tone and
 * mark so colour is never the only cue (docs/decisions.md §22).
 */
import type { LeadStatus } from '@alpora/shared/schemas/admin-leads';
import type { LeadKind } from '@alpora/shared/schemas/leads';
import type { BadgeMark, BadgeTone } from '#site/components/ui/badge-variants.ts';

export const KIND_LABELS: Record<LeadKind, string> = {
  waitlist: 'Waitlist',
  'one-pager': 'One-pager',
  plan: 'Plan',
  demo: 'Demo',
  contact: 'Contact',
  'design-partner': 'Design partner',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

const STATUS_LOOKS: Record<LeadStatus, { tone: BadgeTone; mark: BadgeMark }> = {
  new: { tone: 'solid', mark: 'dot' },
  contacted: { tone: 'neutral', mark: 'wave' },
  qualified: { tone: 'caution', mark: 'check' },
  won: { tone: 'positive', mark: 'check' },
  lost: { tone: 'muted', mark: 'dash' },
  spam: { tone: 'negative', mark: 'cross' },
};

export function statusLook(status: LeadStatus): { tone: BadgeTone; mark: BadgeMark } {
  return STATUS_LOOKS[status];
}
