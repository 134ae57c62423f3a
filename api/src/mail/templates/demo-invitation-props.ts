/**
 * What both demo mails (booked or moved, and cancelled) take: who reads it, the booking's
 * calendar identity and time, and the zone the reader sees the time in. The team's copy also
 * has what the visitor typed; the visitor's copy has only their own address (docs/decisions.md §69).
 *
 * @example demoInvitationProps.parse({ audience: 'visitor', uid, sequence: 0, start, end, timeZone: 'Europe/Berlin', … })
 */
import { zoneName } from '@alpora/shared/demo-time';
import { z } from 'zod';
import { type DemoInvitation, invitationIcs } from '#api/demo/invitation-ics.ts';
import type { MailAttachment } from '../render-types.ts';
import type { MailDictionary } from './dictionaries.ts';
import { mailText, mailTime, mailUrl } from './fields.ts';

const zone = mailText.refine((name) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}, 'Use an IANA time zone.');

export const demoInvitationProps = z.object({
  audience: z.enum(['visitor', 'team']),
  /** The calendar UID: the same for every version of one booking. */
  uid: mailText,
  sequence: z.number().int().min(0),
  /** When this version was made (DTSTAMP). */
  stamp: mailTime,
  start: mailTime,
  end: mailTime,
  /** The zone the reader sees the time in: the visitor's own, or Europe/Zurich for the team. */
  timeZone: zone,
  /** The team's address: the invitation's organizer. */
  organizer: z.email(),
  /** The visitor's address: the invitation's attendee. */
  attendee: z.email(),
  /** The team's copy: what the visitor typed. */
  person: z
    .object({
      name: mailText,
      company: mailText.optional(),
      message: mailText.optional(),
      timeZone: mailText,
    })
    .optional(),
  /** The visitor's copy of a booked or moved demo: the page that cancels or moves it. */
  manageUrl: mailUrl.optional(),
  /** The site, for booking again after a cancellation. */
  siteUrl: mailUrl,
});
export type DemoInvitationProps = z.output<typeof demoInvitationProps>;

export function minutesOf(props: DemoInvitationProps): number {
  return Math.round((Date.parse(props.end) - Date.parse(props.start)) / 60_000);
}

/**
 * The start in the reader's zone, as the subject and body say it, with the zone's name. One
 * `Intl` format for day and time, so the language joins them its own way ("at", "um", "à",
 * "alle ore"): "mardi, 24 novembre 2026 à 09:00 (heure normale d’Europe centrale)".
 */
export function whenOf(props: DemoInvitationProps, texts: MailDictionary): string {
  const start = new Date(props.start);
  const when = new Intl.DateTimeFormat(texts.intlLocale, {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: props.timeZone,
  }).format(start);
  return `${when} (${zoneName(start, props.timeZone, texts.intlLocale)})`;
}

/** The `.ics` file of this version of the invitation. */
export function invitationFile(
  props: DemoInvitationProps,
  method: DemoInvitation['method'],
  texts: MailDictionary,
): MailAttachment {
  const t = texts.demoBooked;
  const minutes = minutesOf(props);
  const description =
    props.audience === 'team' && props.person
      ? t.description.team(props.person.name, props.attendee)
      : t.description.visitor(props.manageUrl ?? props.siteUrl);
  const content = invitationIcs({
    method,
    uid: props.uid,
    sequence: props.sequence,
    stamp: new Date(props.stamp),
    start: new Date(props.start),
    end: new Date(props.end),
    organizer: { email: props.organizer, name: 'Alpora' },
    attendee: { email: props.attendee, name: props.audience === 'team' ? props.person?.name : undefined },
    summary: t.summary(minutes),
    description,
  });
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; method=${method}; charset=utf-8`,
    content,
  };
}
