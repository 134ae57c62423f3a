/**
 * How a mail's delivery state looks as a badge in /admin#mail: in words, with a mark, so
 * colour is never the only cue (docs/decisions.md §22).
 */
import type { MailStatus } from '@alpora/shared/schemas/admin-mail';
import type { BadgeLook } from '#site/components/ui/badge-variants.ts';

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const LOOKS: Record<MailStatus, BadgeLook> = {
  queued: { tone: 'neutral', mark: 'ring' },
  sending: { tone: 'caution', mark: 'wave' },
  sent: { tone: 'positive', mark: 'check' },
  failed: { tone: 'negative', mark: 'cross' },
  cancelled: { tone: 'muted', mark: 'dash' },
};

export function mailStatusLook(status: MailStatus): BadgeLook {
  return LOOKS[status];
}
