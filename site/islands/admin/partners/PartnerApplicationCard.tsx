/**
 * One design-partner application: every answer of the form, where it stands, the decision's
 * note, who decided and when, and the buttons to decide or change the decision.
 */
import type { PartnerApplication, PartnerDecision } from '@alpora/shared/schemas/admin-partners';
import { Badge } from '#site/components/ui/Badge.tsx';
import { forms } from '#site/i18n/en/forms.ts';
import { answerLabel, formatTime, STATE_LOOKS } from './partner-labels.ts';

interface Props {
  application: PartnerApplication;
  onDecide: (decision: PartnerDecision) => void;
}

const fields = forms.leads.fields;

export function PartnerApplicationCard({ application: a, onDecide }: Props) {
  const look = STATE_LOOKS[a.state];
  const headingId = `partner-${a.id}`;
  const answers: [string, string][] = [
    [fields.role, a.role],
    [fields.useCase, answerLabel('useCase', a.useCase)],
    [fields.monthlyVolume, answerLabel('monthlyVolume', a.monthlyVolume)],
    [fields.timeline, answerLabel('timeline', a.timeline)],
    [fields.infrastructure, a.infrastructure ?? '—'],
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {a.company}
          </h2>
          <p className="text-sm text-muted">
            <a className="break-all underline" href={`mailto:${a.email}`}>
              {a.email}
            </a>{' '}
            · applied {formatTime(a.receivedAt)}
          </p>
        </div>
        <Badge tone={look.tone} mark={look.mark}>
          {look.label}
        </Badge>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {answers.map(([label, value]) => (
          <div key={label} className={label === fields.infrastructure ? 'sm:col-span-2' : ''}>
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="mt-0.5 whitespace-pre-line break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {a.state !== 'pending' ? (
        <div className="mt-4 rounded-lg bg-wash p-3 text-sm">
          <p className="text-ink">
            {look.label}
            {a.cohort ? ` for the ${a.cohort} cohort` : ''} by {a.decidedBy ?? 'a former team member'}
            {a.decidedAt ? `, ${formatTime(a.decidedAt)}` : ''}.
          </p>
          {a.note ? <p className="mt-1 whitespace-pre-line break-words text-muted">{a.note}</p> : null}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {a.state !== 'accepted' ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onDecide('accepted')}
            aria-describedby={headingId}
          >
            {a.state === 'pending' ? 'Accept' : 'Accept instead'}
          </button>
        ) : null}
        {a.state !== 'declined' ? (
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onDecide('declined')}
            aria-describedby={headingId}
          >
            {a.state === 'pending' ? 'Decline' : 'Decline instead'}
          </button>
        ) : null}
      </div>
    </article>
  );
}
