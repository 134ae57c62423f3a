/**
 * One incident as /admin#incidents lists it: title, state, impact and services, its updates
 * newest first, and for an open one the buttons to post an update or resolve it.
 */
import { formatDateTime } from '@alpora/shared/format';
import type { Incident } from '@alpora/shared/schemas/status';
import { Badge } from '#site/components/ui/Badge.tsx';
import { IMPACT_LABELS, impactLook, STATE_LABELS, serviceName, stateLook } from './incident-looks.ts';

interface Props {
  incident: Incident;
  onUpdate?: (() => void) | undefined;
  onResolve?: (() => void) | undefined;
}

export function IncidentCard({ incident, onUpdate, onResolve }: Props) {
  const headingId = `incident-${incident.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-line bg-white p-4"
      data-incident={incident.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {incident.title}
          </h3>
          <p className="text-sm text-muted">
            #{incident.id} · opened {formatDateTime(incident.createdAt)} UTC
            {incident.resolvedAt ? ` · resolved ${formatDateTime(incident.resolvedAt)} UTC` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge {...stateLook(incident.status)}>{STATE_LABELS[incident.status]}</Badge>
          <Badge {...impactLook(incident.impact)}>{IMPACT_LABELS[incident.impact]}</Badge>
        </div>
      </div>
      <p className="text-sm text-ink">
        <span className="text-muted">Affects: </span>
        {incident.services.length > 0 ? incident.services.map(serviceName).join(', ') : 'Alpora as a whole'}
      </p>
      <ol aria-label={`Updates of ${incident.title}`} className="grid gap-2 border-l-2 border-line pl-3">
        {incident.updates.map((update) => (
          <li key={`${update.createdAt}-${update.status}-${update.message}`} className="text-sm">
            <span className="font-semibold text-ink">{STATE_LABELS[update.status]}</span>{' '}
            <time dateTime={update.createdAt} className="text-muted">
              {formatDateTime(update.createdAt)} UTC
            </time>
            <p className="whitespace-pre-line break-words text-ink">{update.message}</p>
          </li>
        ))}
      </ol>
      {onUpdate || onResolve ? (
        <div className="flex flex-wrap gap-2">
          {onUpdate ? (
            <button type="button" className="btn btn-secondary" onClick={onUpdate}>
              Post an update<span className="sr-only"> to {incident.title}</span>
            </button>
          ) : null}
          {onResolve ? (
            <button type="button" className="btn btn-secondary" onClick={onResolve}>
              Resolve<span className="sr-only"> {incident.title}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
