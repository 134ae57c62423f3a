/**
 * The /status island (docs/product.md#status-page): banner, a card per service, Current Incidents, the
 * four tiles, the 30-day strip and Subscribe to Updates, all from GET /api/status. While the
 * API does not answer, every card reads unknown and the banner says why.
 */
import { STATUS_SERVICES } from '@alpora/shared/status';
import type { Dictionary } from '#site/i18n/en.ts';
import { AvailabilityStrip } from './AvailabilityStrip.tsx';
import { IncidentsBox } from './IncidentsBox.tsx';
import { MetricTiles } from './MetricTiles.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import { StatusBanner } from './StatusBanner.tsx';
import { useStatus } from './use-status.ts';

interface StatusPageProps {
  t: Dictionary['statusPage'];
  /** Mailbox for status subscriptions (content/en/settings/site.yaml). */
  subscribeEmail: string;
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
  days: [],
}));

export function StatusPage({ t, subscribeEmail, feedUrl }: StatusPageProps) {
  const state = useStatus();
  const report = state.phase === 'ready' ? state.report : null;
  const services = report?.services ?? placeholderServices;
  const mailto = `mailto:${subscribeEmail}?subject=${encodeURIComponent(t.subscribe.subject)}`;

  return (
    <div className="mt-8 flex flex-col gap-8" aria-busy={state.phase === 'loading'}>
      <StatusBanner state={state} t={t} />
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
      <AvailabilityStrip days={report?.days ?? null} unavailable={state.phase === 'unreachable'} t={t.strip} />
      <section
        aria-labelledby="subscribe-title"
        className="flex flex-col items-start gap-3 rounded-lg border border-line bg-wash p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="subscribe-title" className="text-lg font-semibold text-ink">
            {t.subscribe.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.subscribe.text}</p>
        </div>
        <a href={mailto} className="btn btn-primary shrink-0">
          {t.subscribe.title}
        </a>
      </section>
    </div>
  );
}
