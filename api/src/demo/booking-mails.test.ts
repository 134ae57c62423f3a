/**
 * The mails of a booking as a real SMTP server receives them: each side gets the calendar file
 * as an attachment, which reads back as the booking's invitation, and a cancellation as its
 * CANCEL with the same UID.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { bookingRequest, MONDAY_0900, openDemoHours } from '#api/testing/demo-bookings.ts';
import { parseIcs, unescapeText } from '#api/testing/ics.ts';
import { senderTo } from '#api/testing/mail-delivery.ts';
import { type ParsedMail, type SmtpSink, startSmtpSink } from '#api/testing/smtp-sink.ts';
import { appPerTest, postJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest();
let sinks: SmtpSink[] = [];
afterEach(async () => {
  await Promise.all(sinks.map((sink) => sink.stop()));
  sinks = [];
});

async function deliverAll(t: TestApp, sink: SmtpSink): Promise<number> {
  const run = senderTo(t, sink);
  return run();
}

const to = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined);

function calendarOf(mail: ParsedMail | undefined) {
  const files = mail?.attachments.filter((file) => file.contentType === 'text/calendar') ?? [];
  expect(files).toHaveLength(1);
  return { file: files[0], event: parseIcs(files[0]?.content.toString('utf8') ?? '') };
}

describe('booking mails over SMTP', () => {
  test('carry the invitation to each side, and the cancellation with the same UID', async () => {
    const t = await setup();
    const sink = await startSmtpSink();
    sinks.push(sink);
    await openDemoHours(t);
    expect((await t.app.request('/api/demo/bookings', postJson(bookingRequest(MONDAY_0900)))).status).toBe(201);
    expect(await deliverAll(t, sink)).toBe(2);

    const visitor = sink.messages.find((m) => to(m) === 'grace@example.com');
    const team = sink.messages.find((m) => to(m) === 'sales@alpora.ch');
    // The visitor reads the time in their own zone, New York: 03:00 EST.
    expect(visitor?.subject).toBe('Your Alpora demo: Monday, 23 November 2026 at 03:00 (Eastern Standard Time)');
    expect(team?.subject).toBe(
      'Demo booked: Grace Hopper, Monday, 23 November 2026 at 09:00 (Central European Standard Time)',
    );
    const invitation = calendarOf(visitor);
    expect(invitation.file?.filename).toBe('invite.ics');
    expect(invitation.event.get('METHOD')?.value).toBe('REQUEST');
    expect(invitation.event.get('DTSTART')?.value).toBe('20261123T080000Z');
    expect(invitation.event.get('DTEND')?.value).toBe('20261123T082000Z');
    expect(invitation.event.get('ATTENDEE')?.value).toBe('mailto:grace@example.com');
    expect(invitation.event.get('ORGANIZER')?.value).toBe('mailto:sales@alpora.ch');
    const description = unescapeText(invitation.event.get('DESCRIPTION')?.value ?? '');
    const link = description.match(/http:\/\/localhost:4321\/demo\/manage\?token=([A-Za-z0-9_-]{43})/);
    expect(link, description).not.toBeNull();
    expect(visitor?.text).toContain(link?.[0]);
    const teamInvitation = calendarOf(team);
    expect(teamInvitation.event.get('UID')?.value).toBe(invitation.event.get('UID')?.value);
    expect(unescapeText(teamInvitation.event.get('DESCRIPTION')?.value ?? '')).toContain('Grace Hopper');

    const cancel = await t.app.request('/api/demo/manage/cancel', postJson({ token: link?.[1] }));
    expect(cancel.status).toBe(200);
    expect(await deliverAll(t, sink)).toBe(2);
    const cancellation = sink.messages.slice(2).find((m) => to(m) === 'grace@example.com');
    const cancelled = calendarOf(cancellation);
    expect(cancelled.file?.filename).toBe('cancel.ics');
    expect(cancelled.event.get('METHOD')?.value).toBe('CANCEL');
    expect(cancelled.event.get('UID')?.value).toBe(invitation.event.get('UID')?.value);
    expect(Number(cancelled.event.get('SEQUENCE')?.value)).toBeGreaterThan(
      Number(invitation.event.get('SEQUENCE')?.value),
    );
  });
});
