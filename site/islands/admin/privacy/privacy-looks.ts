/**
 * How a privacy request reads in /admin#privacy (docs/back-office.md#privacy-requests): its
 * state, kind and channel in words, the state as a badge with a mark so colour is never the
 * only cue (docs/decisions.md §22), and the actions its state allows.
 */
import type {
  PrivacyRequestChannel,
  PrivacyRequestItem,
  PrivacyRequestKind,
  PrivacyRequestStatus,
} from '@alpora/shared/schemas/privacy-requests';
import type { BadgeLook } from '#site/components/ui/badge-variants.ts';

export const PRIVACY_STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  unconfirmed: 'Not confirmed',
  open: 'Open',
  completed: 'Completed',
  declined: 'Declined',
};

export const PRIVACY_KIND_LABELS: Record<PrivacyRequestKind, string> = {
  access: 'Access',
  erasure: 'Erasure',
};

export const PRIVACY_CHANNEL_LABELS: Record<PrivacyRequestChannel, string> = {
  web: 'Web form',
  email: 'Email',
  post: 'Post',
};

const LOOKS: Record<PrivacyRequestStatus, BadgeLook> = {
  unconfirmed: { tone: 'muted', mark: 'dash' },
  open: { tone: 'caution', mark: 'ring' },
  completed: { tone: 'positive', mark: 'check' },
  declined: { tone: 'neutral', mark: 'cross' },
};

export function privacyStatusLook(status: PrivacyRequestStatus): BadgeLook {
  return LOOKS[status];
}

/** What staff may do with a request: answer an open one; download a completed access answer. */
export function privacyActions(request: Pick<PrivacyRequestItem, 'status' | 'kind'>) {
  return {
    answer: request.status === 'open',
    download: request.status === 'completed' && request.kind === 'access',
  };
}
