/**
 * The /status island (docs/product.md#status-page): banner, a card per service, Current Incidents, the
 * four tiles and the 30-day strip, all from GET /api/status, and Subscribe to Updates. The outside
 * probe is mentioned only while one has posted within the 30 days. While the API does not answer,
 * every card reads unknown and the banner says why.
 */
import { STATUS_SERVICES } from '@alpora/shared/status-services';
import type { Dictionary } from '#site/i18n/en.ts';
import { AvailabilityStrip } from './AvailabilityStrip.tsx';
import { formatUtc } from './format.ts';
import { IncidentsBox } from './IncidentsBox.tsx';
import { MetricTiles } from './MetricTiles.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import { StatusBanner } from './StatusBanner.tsx';
import { StatusSubscribe } from './StatusSubscribe.tsx';
import { useStatus } from './use-status.ts';

interface StatusPageProps {
  t: Dictionary['statusPage'];
  feedUrl: string;
}

/** Cards before the first answer or without one: names only, status unknown. */
const placeholderServices = STATUS_SERVICES.map((service) => ({
  ...service,
  monitored: true,
  status: 'unknown' as const,
  lastCheck: null,
  latencyMs: null,
  uptime30d: null,
  coverage30d: null,
  days: [],
}));

export function StatusPage({ t, feedUrl }: StatusPageProps) {
  const state = useStatus();
  const report = state.phase === 'ready' ? state.report : null;
  const services = report?.services ?? placeholderServices;

  return (
    <div className="mt-8 flex flex-col gap-8" aria-busy={state.phase === 'loading'}>
      <StatusBanner state={state} t={t} />
      {report?.metrics.probe && (
        <p className="-mt-4 text-sm text-ink/80" data-probe>
          {t.probeSeen} {formatUtc(report.metrics.probe.lastSeen)}.
        </p>
      )}
      <section aria-label={t.title}>
        <ul className="grid gap-4 md:grid-cols-2">
          {services.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} pending={!report} checking={state.phase === 'loading'} t={t} />
            </li>
          ))}
        </ul>
      </section>
      <IncidentsBox
        incidents={report ? report.incidents : state.phase === 'loading' ? undefined : null}
        feedUrl={feedUrl}
        t={t.incidents}
      />
      <MetricTiles metrics={report?.metrics ?? null} t={t} />
      <AvailabilityStrip
        days={report?.days ?? null}
        unmonitored={report?.unmonitored ?? null}
        unavailable={state.phase === 'unreachable'}
        t={t.strip}
      />
      <StatusSubscribe feedUrl={feedUrl} t={t.subscribe} />
    </div>
  );
}
