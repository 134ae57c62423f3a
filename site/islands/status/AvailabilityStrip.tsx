/**
 * The 30-day availability strip (docs/product.md#status-page), measured, never a random placeholder:
 * one bar per UTC day, oldest first. Each day carries its status, availability and the time any
 * service was unwatched, naming which, as text (tooltip and screen readers); hatching marks that
 * time on the bar (./day-bar.ts) and the summary counts days by status, so colour is never the
 * only signal (WCAG 1.4.1). Below, the most recent unmonitored periods are listed
 * (docs/decisions.md §264).
 */
import type { DayStatus, StatusDay, UnmonitoredPeriod } from '@alpora/shared/schemas/status';
import type { Dictionary } from '#site/i18n/en.ts';
import { dayBar } from './day-bar.ts';
import { formatDay, formatPercent, formatUnwatched } from './format.ts';
import { UnmonitoredList } from './UnmonitoredList.tsx';

const BAR: Record<DayStatus, string> = {
  operational: 'bg-positive h-full',
  degraded: 'bg-amber-500 h-full',
  down: 'bg-negative h-full',
  no_data: 'bg-gray-200 ring-1 ring-inset ring-gray-300 h-1/2',
};

/** Diagonal hatching: time nobody was checking, told apart from every status by its pattern, not its colour. */
const HATCH = { backgroundImage: 'repeating-linear-gradient(135deg, #4b5563 0 1.5px, transparent 1.5px 4px)' };

/** A day nobody checked at all: grey, always hatched. */
const UNWATCHED = 'h-full bg-gray-100 ring-1 ring-inset ring-gray-300';

const ORDER: DayStatus[] = ['operational', 'degraded', 'down', 'no_data'];

interface Props {
  days: readonly StatusDay[] | null;
  /** The 30 days' unmonitored periods, newest first. */
  unmonitored: readonly UnmonitoredPeriod[] | null;
  /** The API does not answer: say so rather than draw an empty strip. */
  unavailable?: boolean;
  t: Dictionary['statusPage']['strip'];
}

export function AvailabilityStrip({ days, unmonitored, unavailable = false, t }: Props) {
  const label = (day: StatusDay) => {
    const measured =
      day.availability === null
        ? ''
        : `, ${formatPercent(day.availability)} ${t.available} (${day.checks} ${t.checks})`;
    const unwatched = day.unmonitored.length === 0 ? '' : `; ${formatUnwatched(day.unmonitored, day.date, t)}`;
    return `${formatDay(day.date)}: ${t.day[day.status]}${measured}${unwatched}`;
  };
  const counts = ORDER.map((status) => ({ status, count: days?.filter((day) => day.status === status).length ?? 0 }));
  const unwatchedDays = days?.filter((day) => day.unmonitored.length > 0).length ?? 0;
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
            {days.map((day) => {
              const bar = dayBar(day);
              const fill = bar.fill === 'unwatched' ? UNWATCHED : BAR[bar.fill];
              return (
                <li
                  key={day.date}
                  data-day={day.date}
                  data-day-status={day.status}
                  data-unmonitored={bar.hatch !== 'none' || undefined}
                  title={label(day)}
                  className="flex h-full flex-1 flex-col justify-end"
                >
                  {bar.hatch === 'top' && (
                    <span aria-hidden="true" className="block h-1/3 w-full rounded-t-sm bg-gray-100" style={HATCH} />
                  )}
                  <span
                    aria-hidden="true"
                    className={`block w-full ${bar.hatch === 'top' ? 'flex-1 rounded-b-sm' : 'rounded-sm'} ${
                      bar.hatch === 'over' ? `${fill.replace(/h-\S+/, '')} h-full` : fill
                    }`}
                    style={bar.hatch === 'over' ? HATCH : undefined}
                  />
                  <span className="sr-only">{label(day)}</span>
                </li>
              );
            })}
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
            <li className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-2 rounded-sm bg-gray-100 ring-1 ring-inset ring-gray-300"
                style={HATCH}
              />
              {t.legendUnmonitored}: {unwatchedDays}
            </li>
          </ul>
          {unmonitored && <UnmonitoredList periods={unmonitored} t={t} />}
        </>
      )}
    </section>
  );
}
