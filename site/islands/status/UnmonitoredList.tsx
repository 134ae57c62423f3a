/**
 * The most recent time any service was unwatched, naming which (docs/decisions.md §264): a restart
 * of the server without the outside probe watching, the services the probe cannot see while the
 * server is down, or the days before monitoring began. Listed so an outage nobody measured is
 * never mistaken for time that went well.
 */
import type { UnmonitoredPeriod } from '@alpora/shared/schemas/status';
import type { Dictionary } from '#site/i18n/en.ts';
import { formatPeriod, serviceNames } from './format.ts';

/** The page lists this many; the API answers up to 50. */
const SHOWN = 5;

interface Props {
  periods: readonly UnmonitoredPeriod[];
  t: Dictionary['statusPage']['strip'];
}

export function UnmonitoredList({ periods, t }: Props) {
  return (
    <div className="mt-4 border-t border-line pt-3">
      <h3 id="unmonitored-title" className="text-sm font-semibold text-ink">
        {t.recent}
      </h3>
      {periods.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t.recentNone}</p>
      ) : (
        <ul aria-labelledby="unmonitored-title" className="mt-1 space-y-0.5 text-sm tabular-nums text-ink/80">
          {periods.slice(0, SHOWN).map((period) => (
            <li key={period.from} data-unmonitored-period>
              {formatPeriod(period.from, period.to)}: {serviceNames(period.services, t.and)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
