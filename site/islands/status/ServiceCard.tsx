/**
 * One service (docs/product.md#status-page): name, description, badge, 30-day uptime and last check in UTC; a
 * degraded service adds the Performance Impact note, an unmonitored one says so.
 */
import type { ServiceReport } from '@alpora/shared/schemas/status';
import { Badge } from '#site/components/ui/Badge.tsx';
import { type ServiceBadgeState, serviceLook } from '#site/components/ui/badge-looks.ts';
import type { Dictionary } from '#site/i18n/en.ts';
import { formatCoverage, formatPercent, formatUtc } from './format.ts';

/** Every state a card's badge can show. */
const BADGE_STATES: readonly ServiceBadgeState[] = [
  'checking',
  'operational',
  'degraded',
  'down',
  'unknown',
  'notMonitored',
];

interface Props {
  service: ServiceReport;
  /** No report yet (loading, or the API does not answer): figures read "—", not "No data". */
  pending?: boolean;
  /** The first answer is still on its way. */
  checking?: boolean;
  t: Dictionary['statusPage'];
}

export function ServiceCard({ service, pending = false, checking = false, t }: Props) {
  const headingId = `service-${service.id}`;
  // Before the first answer the badge says Checking, not a status.
  const state: ServiceBadgeState = checking ? 'checking' : service.monitored ? service.status : 'notMonitored';
  return (
    <article
      aria-labelledby={headingId}
      data-service={service.id}
      className="flex w-full flex-col gap-4 rounded-lg border border-line bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {service.name}
          </h3>
          <p className="mt-1 text-sm text-muted">{t.serviceDescriptions[service.id] ?? service.description}</p>
        </div>
        <span className="grid shrink-0">
          {/* Invisible badges of every state, drawn from CSS (no text a reader or a search finds): the
              widest sets the cell, so the badge keeps its place when the first answer changes it
              (CLS 0, docs/decisions.md §351). */}
          {BADGE_STATES.map((each) => (
            <Badge
              key={each}
              {...serviceLook(each)}
              aria-hidden="true"
              data-label={t.badge[each]}
              className="invisible [grid-area:1/1] after:content-[attr(data-label)]"
            />
          ))}
          <Badge {...serviceLook(state)} data-status={state} className="[grid-area:1/1]">
            {t.badge[state]}
          </Badge>
        </span>
      </div>
      {service.monitored ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-muted">{t.uptime}</dt>
            <dd className="mt-0.5 font-semibold tabular-nums text-ink">
              {pending ? '—' : service.uptime30d === null ? t.noData : formatPercent(service.uptime30d)}
              {!pending && service.coverage30d !== null && service.uptime30d !== null ? (
                <span className="block text-xs leading-5 font-normal text-muted" data-coverage>
                  {formatCoverage(service.coverage30d, true)} {t.monitored}
                </span>
              ) : (
                // Holds the line the coverage fills, so the cards below stay put when it arrives (CLS 0).
                <span className="block text-xs leading-5" aria-hidden="true">
                  {'\u00a0'}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-muted">{t.lastCheck}</dt>
            <dd className="mt-0.5 font-medium tabular-nums text-ink">
              {pending ? '—' : service.lastCheck ? formatUtc(service.lastCheck) : t.notChecked}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-sm text-muted">{t.notMonitoredText}</p>
      )}
      {service.monitored && service.status === 'degraded' && (
        <div role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-caution">
          <p className="font-semibold">{t.performanceImpact}</p>
          <p className="mt-0.5">{t.performanceImpactText}</p>
        </div>
      )}
    </article>
  );
}
