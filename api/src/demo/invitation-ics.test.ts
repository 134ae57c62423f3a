import { describe, expect, test } from 'vitest';
import { parseIcs, unescapeText } from '#api/testing/ics.ts';
import { escapeText, foldLine, invitationIcs } from './invitation-ics.ts';

const invitation = {
  method: 'REQUEST' as const,
  uid: '3f0c2a9e-5b1d-4c7e-9a26-1d8e4f6b0c31@alpora.ch',
  sequence: 2,
  stamp: new Date('2026-11-20T09:30:00.000Z'),
  start: new Date('2026-11-24T08:00:00.000Z'),
  end: new Date('2026-11-24T08:20:00.000Z'),
  organizer: { email: 'sales@alpora.ch', name: 'Alpora' },
  attendee: { email: 'jane@fund.example.com', name: 'Doe; Jane, "JD": Zürich' },
  summary: 'Alpora demo (20 min)',
  description: `Line one, with; separators\\and a backslash\nLine two: https://alpora.ch/demo/manage?token=${'x'.repeat(43)} — Grüezi`,
};

describe('the calendar invitation', () => {
  test('reads back as a REQUEST with the UID, sequence and UTC times', () => {
    const content = invitationIcs(invitation);
    const event = parseIcs(content);
    expect(event.get('METHOD')?.value).toBe('REQUEST');
    expect(event.get('UID')?.value).toBe(invitation.uid);
    expect(event.get('SEQUENCE')?.value).toBe('2');
    expect(event.get('DTSTAMP')?.value).toBe('20261120T093000Z');
    expect(event.get('DTSTART')?.value).toBe('20261124T080000Z');
    expect(event.get('DTEND')?.value).toBe('20261124T082000Z');
    expect(event.get('STATUS')?.value).toBe('CONFIRMED');
    expect(event.get('ORGANIZER')).toEqual({ params: { CN: 'Alpora' }, value: 'mailto:sales@alpora.ch' });
    expect(event.get('ATTENDEE')?.value).toBe('mailto:jane@fund.example.com');
    expect(event.get('ATTENDEE')?.params.CN).toBe('Doe; Jane, JD: Zürich');
    expect(unescapeText(event.get('SUMMARY')?.value ?? '')).toBe(invitation.summary);
    expect(unescapeText(event.get('DESCRIPTION')?.value ?? '')).toBe(invitation.description);
  });

  test('a cancellation is METHOD:CANCEL with STATUS:CANCELLED', () => {
    const event = parseIcs(invitationIcs({ ...invitation, method: 'CANCEL', sequence: 3 }));
    expect(event.get('METHOD')?.value).toBe('CANCEL');
    expect(event.get('STATUS')?.value).toBe('CANCELLED');
    expect(event.get('SEQUENCE')?.value).toBe('3');
  });

  test('ends every line in CRLF and folds none longer than 75 octets', () => {
    const content = invitationIcs(invitation);
    expect(content.endsWith('\r\n')).toBe(true);
    expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = content.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  test('folding never splits a UTF-8 character', () => {
    const folded = foldLine(`DESCRIPTION:${'ü'.repeat(100)}`);
    const parts = folded.split('\r\n ');
    expect(parts.join('')).toBe(`DESCRIPTION:${'ü'.repeat(100)}`);
    for (const part of parts) expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
    expect(Buffer.byteLength(parts[0] as string)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(Buffer.byteLength(` ${part}`)).toBeLessThanOrEqual(75);
  });

  test('escapes the characters TEXT reserves', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});
