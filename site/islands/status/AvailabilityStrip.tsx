/**
 * The 30-day availability strip (docs/product.md#status-page), measured, never a random placeholder:
 * one bar per UTC day, oldest first. Each day carries its status and availability as text
 * (tooltip and screen readers), the summary counts days by status, so colour is never the
 * only signal (WCAG 1.4.1).
 */
import type { DayStatus, StatusDay } from '@alpora/shared/schemas/status';
import type { Dictionary } from '#site/i18n/en.ts';
import { formatDay, formatPercent } from './format.ts';

const BAR: Record<DayStatus, string> = {
  operational: 'bg-positive h-full',
  degraded: 'bg-amber-500 h-full',
  down: 'bg-negative h-full',
  no_data: 'bg-gray-200 ring-1 ring-inset ring-gray-300 h-1/2',
};

const ORDER: DayStatus[] = ['operational', 'degraded', 'down', 'no_data'];

interface Props {
  days: readonly StatusDay[] | null;
  /** The API does not answer: say so rather than draw an empty strip. */
  unavailable?: boolean;
  t: Dictionary['statusPage']['strip'];
}

export function AvailabilityStrip({ days, unavailable = false, t }: Props) {
  const label = (day: StatusDay) =>
    `${formatDay(day.date)}: ${t.day[day.status]}${
      day.availability === null ? '' : `, ${formatPercent(day.availability)} ${t.available} (${day.checks} ${t.checks})`
    }`;
  const counts = ORDER.map((status) => ({ status, count: days?.filter((day) => day.status === status).length ?? 0 }));
  return (
    <section aria-labelledby="strip-title" className="rounded-lg border border-line bg-white p-5 shadow-sm">
      <h2 id="strip-title" className="text-lg font-semibold text-ink">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.text}</p>
      {unavailable && <p className="mt-3 text-sm text-ink/80">{t.unavailable}</p>}
      {days && (
        <>
          <ol className="mt-4 flex h-10 items-end gap-[2px] sm:gap-1" aria-label={t.title}>
            {days.map((day) => (
              <li
                key={day.date}
                data-day={day.date}
                data-day-status={day.status}
                title={label(day)}
                className="flex h-full flex-1 items-end"
              >
                <span aria-hidden="true" className={`block w-full rounded-sm ${BAR[day.status]}`} />
                <span className="sr-only">{label(day)}</span>
              </li>
            ))}
          </ol>
          <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
            <span>{days[0] ? formatDay(days[0].date) : ''}</span>
            <span>{days.at(-1) ? formatDay(days.at(-1)?.date ?? '') : ''}</span>
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink/80" aria-label={t.legend}>
            {counts.map(({ status, count }) => (
              <li key={status} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className={`inline-block h-3 w-2 rounded-sm ${BAR[status].replace(/h-\S+/, '')}`}
                />
                {t.day[status]}: {count}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
