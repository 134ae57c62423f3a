/**
 * How a demo slot's time reads, in whichever zone the reader is in: the booking modal groups
 * slots by the visitor's own days, and the mails state the time in the reader's zone with the
 * zone's name, so nobody converts a time in their head.
 *
 * @example formatSlotTime('2026-11-24T08:00:00.000Z', 'Europe/Zurich') // "Tuesday, 24 November 2026 at 09:00 (Central European Standard Time)"
 */
import { DEFAULT_INTL_LOCALE } from './locales.ts';

/**
 * The date and time with the zone's long name, joined the way the language joins them ("at",
 * "um", "à", "alle ore"), so a German reader gets no English word.
 */
export function formatSlotTime(iso: string, timeZone: string, locale: string = DEFAULT_INTL_LOCALE): string {
  const at = new Date(iso);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', hourCycle: 'h23', timeZone });
  return `${when.format(at)} (${zoneName(at, timeZone, locale)})`;
}

/** The day of a slot in a zone: "Tuesday, 24 November 2026". */
export function formatSlotDay(iso: string, timeZone: string, locale: string = DEFAULT_INTL_LOCALE): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** The clock time of a slot in a zone: "09:00". */
export function formatSlotClock(iso: string, timeZone: string, locale: string = DEFAULT_INTL_LOCALE): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    new Date(iso),
  );
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone, to group slots by day. */
export function slotDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    new Date(iso),
  );
}

/** The long name of a zone at an instant: "Central European Summer Time". */
export function zoneName(at: Date, timeZone: string, locale: string = DEFAULT_INTL_LOCALE): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
