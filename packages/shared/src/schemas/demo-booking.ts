/**
 * Demo booking (docs/back-office.md#demo-booking): the sales team's weekly hours and closed
 * dates in Europe/Zurich, the free 20-minute slots offered to visitors as UTC instants, a
 * booking (a 'demo' lead holding one slot) and what its manage link can do: show, cancel,
 * reschedule. The browser checks its forms with these schemas, the API the requests.
 */
import { z } from 'zod';
import { DEMO_LENGTH_MINUTES, demoLeadSchema } from './leads.ts';
import { text } from './text.ts';

/** The sales team's time zone: weekly hours and closed dates are its wall-clock times and dates. */
export const DEMO_TIME_ZONE = 'Europe/Zurich';
/** Slots start on this grid of the hour, so two slots either are the same or do not overlap. */
export const DEMO_SLOT_MINUTES = DEMO_LENGTH_MINUTES;
/** How far ahead slots are offered. */
export const DEMO_HORIZON_DAYS = 14;
/** The least notice the team gets: no slot starts sooner than this. */
export const DEMO_NOTICE_HOURS = 12;

const CLOCK_TIME = /^([01]\d|2[0-3]):(00|20|40)$|^24:00$/;

/** Minutes since midnight of a `HH:MM` the schema admitted. */
export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

const clockTime = text('field.demo.time').regex(CLOCK_TIME, 'field.demo.timeGrid');

export const weeklyRangeSchema = z
  .object({
    /** ISO weekday: 1 is Monday, 7 is Sunday. */
    weekday: z.number({ error: 'field.demo.weekday' }).int().min(1, 'field.demo.weekday').max(7, 'field.demo.weekday'),
    start: clockTime,
    end: clockTime,
  })
  .refine((range) => minutesOfDay(range.start) < minutesOfDay(range.end), {
    message: 'field.demo.rangeOrder',
    path: ['end'],
  });
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

const isoDate = text('field.demo.date').regex(/^\d{4}-\d{2}-\d{2}$/, 'field.demo.date');

export const closedDateSchema = z.object({
  date: isoDate.refine((date) => {
    // Date.parse rolls 30 February over into March: a real date reads back as itself.
    const parsed = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
  }, 'field.demo.dateMissing'),
  label: text()
    .trim()
    .max(100, 'field.text.tooLong')
    .optional()
    .transform((label) => label || undefined),
});
export type ClosedDate = z.infer<typeof closedDateSchema>;

/** What the team edits: the whole week and the list of closed dates, replaced at once. */
export const demoAvailabilitySchema = z.object({
  weekly: z.array(weeklyRangeSchema).max(70, 'field.demo.weeklyTooMany'),
  closed: z.array(closedDateSchema).max(500, 'field.demo.closedTooMany'),
});
export type DemoAvailability = z.infer<typeof demoAvailabilitySchema>;

export const demoAvailabilityResponseSchema = demoAvailabilitySchema.extend({
  timeZone: z.string(),
  /** Public holidays of Zurich in the coming year: always closed, whatever the list says. */
  holidays: z.array(z.object({ date: z.string(), label: z.string() })),
});
export type DemoAvailabilityResponse = z.infer<typeof demoAvailabilityResponseSchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const slotsQuerySchema = z.object({
  /** The earliest start wanted (ISO); now by default. Slots never start sooner than the notice. */
  from: z.iso.datetime({ offset: true, error: 'field.dateTime.iso' }).optional(),
});

export const slotsResponseSchema = z.object({
  timeZone: z.string(),
  minutes: z.number().int(),
  slots: z.array(slotSchema),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

/** Whether this runtime knows an IANA time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const slotStart = z.iso.datetime({ offset: true, error: 'field.demo.slot' });
const timeZone = text('field.demo.timeZoneRequired')
  .max(64, 'field.text.tooLong')
  .refine(isTimeZone, 'field.demo.timeZone');

/**
 * A booking: the demo lead's fields and consent record, the slot chosen and the visitor's time
 * zone. The API also checks the consent record against the notices (./known-consent-notices.ts).
 */
export const demoBookingRequestSchema = demoLeadSchema.omit({ kind: true }).extend({ start: slotStart, timeZone });
export type DemoBookingRequest = z.output<typeof demoBookingRequestSchema>;
export type DemoBookingRequestInput = z.input<typeof demoBookingRequestSchema>;

export const DEMO_BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type DemoBookingStatus = (typeof DEMO_BOOKING_STATUSES)[number];

export const bookedDemoSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(DEMO_BOOKING_STATUSES),
  name: z.string(),
  company: z.string().nullable(),
  /** The visitor's time zone, in which the page and the mails show the time. */
  timeZone: z.string(),
});
export type BookedDemo = z.infer<typeof bookedDemoSchema>;

export const bookingResponseSchema = z.object({
  booking: bookedDemoSchema,
  /** booked (201), or replayed (200): this client id booked before, nothing changed. */
  outcome: z.enum(['booked', 'replayed']),
});

/** The 409 of a slot another visitor took first: the message, and the slots still free. */
export const slotTakenSchema = z.object({
  error: z.object({ code: z.literal('slot_taken'), message: z.string() }),
  slots: z.array(slotSchema),
});
export const SLOT_TAKEN_MESSAGE = 'This time was just taken; pick another.';

const manageToken = text('field.link.incomplete').regex(/^[A-Za-z0-9_-]{43}$/, 'field.link.incomplete');

export const manageRequestSchema = z.object({ token: manageToken });
export const rescheduleRequestSchema = z.object({ token: manageToken, start: slotStart });

export const managedBookingSchema = z.object({ booking: bookedDemoSchema });

export const upcomingBookingsSchema = z.object({
  bookings: z.array(bookedDemoSchema.extend({ leadId: z.string().nullable() })),
});
