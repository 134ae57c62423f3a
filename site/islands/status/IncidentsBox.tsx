/**
 * Current Incidents (docs/decisions.md §10): the unresolved incidents operators opened with the CLI, each
 * with its updates, newest first, and a link to the Atom feed of every incident.
 */
import type { Incident } from '@alpora/shared/schemas/status';
import { STATUS_SERVICES } from '@alpora/shared/status-services';
import type { Dictionary } from '#site/i18n/en.ts';
import { formatUtc } from './format.ts';

const IMPACT_TONE: Record<Incident['impact'], string> = {
  minor: 'bg-amber-50 text-caution ring-caution/30',
  major: 'bg-red-50 text-negative ring-negative/30',
  critical: 'bg-negative text-white ring-negative',
};

const serviceName = (id: string) => STATUS_SERVICES.find((service) => service.id === id)?.name ?? id;

interface Props {
  /** undefined while loading, null when the API does not answer. */
  incidents: readonly Incident[] | null | undefined;
  feedUrl: string;
  t: Dictionary['statusPage']['incidents'];
}

export function IncidentsBox({ incidents, feedUrl, t }: Props) {
  return (
    <section aria-labelledby="incidents-title" className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="incidents-title" className="text-lg font-semibold text-ink">
          {t.title}
        </h2>
        <a href={feedUrl} className="text-sm text-ink/80 underline underline-offset-4 hover:text-ink">
          {t.feed}
        </a>
      </div>
      {incidents === undefined && <p className="mt-3 text-sm text-muted">{t.loading}</p>}
      {incidents === null && <p className="mt-3 text-sm text-muted">{t.unknown}</p>}
      {incidents?.length === 0 && <p className="mt-3 text-sm text-muted">{t.none}</p>}
      {incidents && incidents.length > 0 && (
        <ul className="mt-4 space-y-4">
          {incidents.map((incident) => (
            <li key={incident.id} id={`incident-${incident.id}`} className="rounded-md border border-line p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-ink">{incident.title}</h3>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${IMPACT_TONE[incident.impact]}`}
                >
                  {t.impact[incident.impact]}
                </span>
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700">
                  {t.state[incident.status]}
                </span>
              </div>
              {incident.services.length > 0 && (
                <p className="mt-1 text-sm text-muted">
                  {t.affects}: {incident.services.map(serviceName).join(', ')}
                </p>
              )}
              <ol className="mt-3 space-y-2 border-l-2 border-line pl-3">
                {incident.updates.map((update) => (
                  <li key={`${update.createdAt}-${update.status}-${update.message}`} className="text-sm">
                    <p className="text-ink">
                      <span className="font-semibold">{t.state[update.status]}</span> — {update.message}
                    </p>
                    <p className="text-xs tabular-nums text-muted">{formatUtc(update.createdAt)}</p>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
