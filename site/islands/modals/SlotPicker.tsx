/**
 * The free demo slots grouped by the visitor's own days, each a radio button showing the time
 * in the visitor's zone (named above the list), so nobody converts times in their head. A
 * native radio group per day: arrow keys move within a day, Tab between days. The list scrolls
 * inside a labelled region so the form below stays in reach at 390 px.
 */

import type { Slot } from '@alpora/shared/schemas/demo-booking';
import { useId } from 'react';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatSlotClock, formatSlotDay, slotDate, zoneName } from '#site/i18n/intl.ts';

interface SlotPickerProps {
  slots: Slot[];
  timeZone: string;
  value: string;
  onChange: (start: string) => void;
  error?: string | undefined;
}

function byDay(slots: Slot[], timeZone: string): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = slotDate(slot.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

export function SlotPicker({ slots, timeZone, value, onChange, error }: SlotPickerProps) {
  const t = dictionary().demoBooking;
  const id = useId();
  const zone = zoneName(new Date(slots[0]?.start ?? Date.now()), timeZone);
  return (
    <div className="grid gap-2">
      <h3 id={`${id}-title`} className="text-base font-semibold text-ink">
        {t.pickTime}
      </h3>
      <p id={`${id}-zone`} className="text-sm text-muted">
        {format(t.zoneNote, { zone })}
      </p>
      <section
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-zone`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        className="grid max-h-64 gap-3 overflow-y-auto rounded-md border border-line p-3 focus-visible:outline-3 focus-visible:outline-brand"
      >
        {byDay(slots, timeZone).map(([day, daySlots]) => (
          <fieldset key={day} className="m-0 grid gap-2 border-0 p-0">
            <legend className="mb-1 text-sm font-semibold text-ink">
              {formatSlotDay(daySlots[0]?.start ?? '', timeZone)}
            </legend>
            <div className="flex flex-wrap gap-2">
              {daySlots.map((slot) => (
                <label
                  key={slot.start}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-line px-3 text-sm font-medium text-ink has-checked:border-ink has-checked:bg-ink has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
                >
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={slot.start}
                    checked={value === slot.start}
                    onChange={() => onChange(slot.start)}
                    className="sr-only"
                    aria-invalid={error ? true : undefined}
                  />
                  {formatSlotClock(slot.start, timeZone)}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </section>
      {error ? (
        <p role="alert" className="text-sm font-medium text-negative">
          {error}
        </p>
      ) : null}
    </div>
  );
}
