/**
 * The calendar invitation of a booked demo, as RFC 5545 text: METHOD:REQUEST when it is booked
 * or moved (the same UID with a higher SEQUENCE replaces the event in the calendar), and
 * METHOD:CANCEL when it is cancelled. Times are UTC; text is escaped; lines end in CRLF and are
 * folded at 75 octets without splitting a UTF-8 character (docs/decisions.md §170).
 *
 * @example invitationIcs({ method: 'REQUEST', uid, sequence: 0, stamp, start, end, organizer, attendee, summary, description })
 */

export interface CalendarPerson {
  email: string;
  name?: string | undefined;
}

export interface DemoInvitation {
  method: 'REQUEST' | 'CANCEL';
  /** Stays the same for the life of the booking, so a client updates the event it has. */
  uid: string;
  sequence: number;
  /** When this version of the invitation was made. */
  stamp: Date;
  start: Date;
  end: Date;
  organizer: CalendarPerson;
  attendee: CalendarPerson;
  summary: string;
  description: string;
}

/** `20261120T093000Z`: the form RFC 5545 gives a UTC time. */
export function icsTime(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as `\n` (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value such as CN: quoted, since a name may hold `:`, `;` or `,`, and without the
 * characters a quoted value cannot hold (double quotes and controls).
 */
function paramValue(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what this removes
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '')}"`;
}

/** Folds one content line at 75 octets (RFC 5545 §3.1); continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; a continuation 74 after its leading space.
    if (octets + size > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

function person(property: 'ORGANIZER' | 'ATTENDEE', who: CalendarPerson, extra = ''): string {
  const name = who.name ? `;CN=${paramValue(who.name)}` : '';
  return `${property}${name}${extra}:mailto:${who.email}`;
}

export function invitationIcs(invitation: DemoInvitation): string {
  const cancelled = invitation.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Alpora//Demo booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation.method}`,
    'BEGIN:VEVENT',
    `UID:${invitation.uid}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${icsTime(invitation.stamp)}`,
    `DTSTART:${icsTime(invitation.start)}`,
    `DTEND:${icsTime(invitation.end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `DESCRIPTION:${escapeText(invitation.description)}`,
    person('ORGANIZER', invitation.organizer),
    person('ATTENDEE', invitation.attendee, ';ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE'),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
