/**
 * Demo booking through the API (docs/back-office.md#demo-booking), on both engines: slots, an
 * atomic hold, the lead it stores, its mails, the manage link's cancel and move, and the errors.
 */

import { describe, expect, test } from 'vitest';
import { LINK_TOKEN_PLACEHOLDER } from '#api/mail/link-tokens.ts';
import { CHEAP_PASSWORD_HASHING, fromIp } from '#api/testing/accounts.ts';
import { bookingRequest, MONDAY_0900, MONDAY_0920, openDemoHours } from '#api/testing/demo-bookings.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

const book = (t: TestApp, body: unknown) => t.app.request('/api/demo/bookings', postJson(body));
const slots = async (t: TestApp, query = '') =>
  ((await readJson(await t.app.request(`/api/demo/slots${query}`))).slots as { start: string }[]).map((s) => s.start);
const manage = (t: TestApp, action: '' | '/cancel' | '/reschedule', body: unknown) =>
  t.app.request(`/api/demo/manage${action}`, postJson(body));

/** The manage token of the visitor's latest booked or moved mail, as the mail will carry it. */
async function manageToken(t: TestApp): Promise<string> {
  const mail = await t.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('template', '=', 'demo-booked')
    .where('category', '=', 'transactional')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(mail.data).toContain(`/demo/manage?token=${LINK_TOKEN_PLACEHOLDER}`);
  return mail.link_token as string;
}

describe('the free slots', () => {
  test('are none before the team sets its hours, then the 20-minute steps of those hours', async () => {
    const t = await setup();
    expect(await slots(t)).toEqual([]);
    await openDemoHours(t);
    const res = await t.app.request('/api/demo/slots');
    const body = await readJson(res);
    expect(body).toMatchObject({ timeZone: 'Europe/Zurich', minutes: 20 });
    expect(body.slots[0]).toEqual({ start: MONDAY_0900, end: '2026-11-23T08:20:00.000Z' });
    expect(await slots(t, `?from=${encodeURIComponent('2026-11-24T00:00:00Z')}`)).not.toContain(MONDAY_0900);
  });

  test('a `from` that is no time answers 422', async () => {
    const t = await setup();
    expect((await t.app.request('/api/demo/slots?from=tomorrow')).status).toBe(422);
  });
});

describe('a booking', () => {
  test('holds the slot, stores a demo lead with its campaign, and queues an invitation to each side', async () => {
    const t = await setup();
    await openDemoHours(t);
    const res = await book(t, bookingRequest(MONDAY_0900));
    expect(res.status).toBe(201);
    const { booking, outcome } = await readJson(res);
    expect(outcome).toBe('booked');
    expect(booking).toMatchObject({
      start: MONDAY_0900,
      end: '2026-11-23T08:20:00.000Z',
      status: 'booked',
      name: 'Grace Hopper',
      company: 'Compilers Ltd',
      timeZone: 'America/New_York',
    });
    expect(await slots(t)).not.toContain(MONDAY_0900);

    const lead = await t.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'demo', email: 'grace@example.com', utm_campaign: 'q4-launch', status: 'new' });
    const mails = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
    expect(mails.map((m) => [m.template, m.category, m.recipient, m.lead_id])).toEqual([
      ['demo-booked', 'notification', 'sales@alpora.ch', lead.id],
      ['demo-booked', 'transactional', 'grace@example.com', lead.id],
    ]);
    // The team's copy names the visitor; the visitor's copy repeats nothing they typed.
    expect(JSON.parse(mails[0]?.data ?? '{}')).toMatchObject({
      audience: 'team',
      timeZone: 'Europe/Zurich',
      person: { name: 'Grace Hopper', company: 'Compilers Ltd', timeZone: 'America/New_York' },
    });
    expect(mails[1]?.data).not.toContain('Grace Hopper');
    expect(JSON.parse(mails[1]?.data ?? '{}')).toMatchObject({ audience: 'visitor', timeZone: 'America/New_York' });
  });

  test('sent again with the same client id answers the same booking, 200 replayed, and holds nothing more', async () => {
    const t = await setup();
    await openDemoHours(t);
    const request = bookingRequest(MONDAY_0900);
    const first = await readJson(await book(t, request));
    const again = await book(t, { ...request, start: MONDAY_0920 });
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual({ ...first, outcome: 'replayed' });
    expect(await slots(t)).toContain(MONDAY_0920);
  });

  test('of one slot by many visitors at once: one holds it, every other hears 409 with the slots still free', async () => {
    const t = await setup();
    await openDemoHours(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(t, bookingRequest(MONDAY_0900, { email: `visitor${i}@example.com` }))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const refusal = await readJson(answers.find((res) => res.status === 409) as Response);
    expect(refusal.error).toEqual({ code: 'slot_taken', message: 'This time was just taken; pick another.' });
    expect(refusal.slots.map((s: { start: string }) => s.start)).not.toContain(MONDAY_0900);
    expect(refusal.slots[0].start).toBe(MONDAY_0920);
    const held = await t.db.selectFrom('demo_bookings').select('held_slot').execute();
    expect(held).toEqual([{ held_slot: MONDAY_0900 }]);
  });

  test('of two slots by one address at once holds both, as one demo lead', async () => {
    const t = await setup();
    await openDemoHours(t);
    const answers = await Promise.all([book(t, bookingRequest(MONDAY_0900)), book(t, bookingRequest(MONDAY_0920))]);
    expect(answers.map((res) => res.status)).toEqual([201, 201]);
    const leads = await t.db.selectFrom('leads').select(['kind', 'email', 'submission_count']).execute();
    expect(leads).toEqual([{ kind: 'demo', email: 'grace@example.com', submission_count: 2 }]);
  });

  test('of a time the hours do not offer, or too soon, answers 422 naming the start', async () => {
    const t = await setup();
    await openDemoHours(t);
    for (const start of ['2026-11-23T08:10:00.000Z', '2026-11-22T08:00:00.000Z', '2026-11-20T12:00:00.000Z']) {
      const res = await book(t, bookingRequest(start));
      expect(res.status, start).toBe(422);
      expect((await readJson(res)).error.fields.start).toBe('This time is not offered. Pick one of the times shown.');
    }
    expect(await t.db.selectFrom('leads').selectAll().execute()).toEqual([]);
  });

  test('with fields missing or invalid answers 422 naming each', async () => {
    const t = await setup();
    await openDemoHours(t);
    const res = await book(t, bookingRequest(MONDAY_0900, { name: ' ', timeZone: 'Mars/Olympus', consent: false }));
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields).toMatchObject({
      name: 'Enter your name.',
      timeZone: 'Use an IANA time zone such as Europe/Zurich.',
      consent: 'Consent is required.',
    });
  });

  test('is rate limited per address like every form', async () => {
    const t = await setup({ LEADS_RATE_LIMIT: 2 });
    await openDemoHours(t);
    const send = (start: string) =>
      t.app.request('/api/demo/bookings', postJson(bookingRequest(start)), fromIp('203.0.113.9'));
    expect((await send(MONDAY_0900)).status).toBe(201);
    expect((await send(MONDAY_0920)).status).toBe(201);
    const limited = await send('2026-11-23T08:40:00.000Z');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
  });
});

describe('the manage link', () => {
  test('shows the booking, and an unknown token answers 404', async () => {
    const t = await setup();
    await openDemoHours(t);
    await book(t, bookingRequest(MONDAY_0900));
    const token = await manageToken(t);
    const res = await manage(t, '', { token });
    expect(res.status).toBe(200);
    expect((await readJson(res)).booking).toMatchObject({ start: MONDAY_0900, status: 'booked' });
    expect((await manage(t, '', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await manage(t, '', { token: 'short' })).status).toBe(422);
  });

  test('cancels: the slot is free again, both sides get the cancellation, and the link cannot move it after', async () => {
    const t = await setup();
    await openDemoHours(t);
    await book(t, bookingRequest(MONDAY_0900));
    const token = await manageToken(t);
    const res = await manage(t, '/cancel', { token });
    expect(res.status).toBe(200);
    expect((await readJson(res)).booking.status).toBe('cancelled');
    expect(await slots(t)).toContain(MONDAY_0900);
    const cancellations = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'demo-cancelled')
      .execute();
    expect(cancellations.map((m) => m.recipient).sort()).toEqual(['grace@example.com', 'sales@alpora.ch']);
    expect(JSON.parse(cancellations[0]?.data ?? '{}').sequence).toBe(1);
    // Cancelling again changes nothing; moving a cancelled demo is refused.
    expect((await manage(t, '/cancel', { token })).status).toBe(200);
    const move = await manage(t, '/reschedule', { token, start: MONDAY_0920 });
    expect(move.status).toBe(409);
    expect((await readJson(move)).error.code).toBe('booking_cancelled');
    // Someone else may now book the freed slot.
    expect((await book(t, bookingRequest(MONDAY_0900, { email: 'next@example.com' }))).status).toBe(201);
  });

  test('moves the booking to another free slot: the old slot is free, the new one held, the invitation updated', async () => {
    const t = await setup();
    await openDemoHours(t);
    await book(t, bookingRequest(MONDAY_0900));
    const token = await manageToken(t);
    const res = await manage(t, '/reschedule', { token, start: MONDAY_0920 });
    expect(res.status).toBe(200);
    expect((await readJson(res)).booking).toMatchObject({ start: MONDAY_0920, status: 'booked' });
    const free = await slots(t);
    expect(free).toContain(MONDAY_0900);
    expect(free).not.toContain(MONDAY_0920);
    const moved = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('template', '=', 'demo-booked')
      .orderBy('id')
      .execute();
    expect(moved).toHaveLength(4);
    expect(JSON.parse(moved[3]?.data ?? '{}')).toMatchObject({ moved: true, sequence: 1, start: MONDAY_0920 });
    // The moved mail carries the same link, which still works.
    expect(await manageToken(t)).toBe(token);
  });

  test('moving onto a slot another visitor holds answers 409 with the free slots, and keeps the booking', async () => {
    const t = await setup();
    await openDemoHours(t);
    await book(t, bookingRequest(MONDAY_0900));
    const token = await manageToken(t);
    await book(t, bookingRequest(MONDAY_0920, { email: 'other@example.com' }));
    const res = await manage(t, '/reschedule', { token, start: MONDAY_0920 });
    expect(res.status).toBe(409);
    const body = await readJson(res);
    expect(body.error.code).toBe('slot_taken');
    expect(body.slots.map((s: { start: string }) => s.start)).not.toContain(MONDAY_0920);
    expect((await readJson(await manage(t, '', { token }))).booking.start).toBe(MONDAY_0900);
  });

  test('cannot change a demo that has started', async () => {
    const t = await setup();
    await openDemoHours(t);
    await book(t, bookingRequest(MONDAY_0900));
    const token = await manageToken(t);
    t.clock.advance(Date.parse('2026-11-23T08:05:00Z') - t.clock.now().getTime());
    const res = await manage(t, '/cancel', { token });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.code).toBe('booking_started');
  });
});

describe('the back office', () => {
  test('sales replace the hours and closed dates, audited, and see the holidays', async () => {
    const t = await setup();
    const sales = await signedInAs(t, 'sales');
    const availability = {
      weekly: [{ weekday: 1, start: '09:00', end: '10:00' }],
      closed: [{ date: '2026-11-23', label: 'Team day' }],
    };
    const res = await t.app.request('/api/admin/demo-availability', {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${sales.token}`,
        'Sec-Fetch-Site': 'same-origin',
      },
      body: JSON.stringify(availability),
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body).toMatchObject({ ...availability, timeZone: 'Europe/Zurich' });
    expect(body.holidays[0]).toEqual({ date: '2026-12-25', label: 'Christmas Day' });
    // Monday 23 is closed: the first slot is the Monday after.
    expect((await slots(t))[0]).toBe('2026-11-30T08:00:00.000Z');
    const audit = await t.db.selectFrom('audit_log').selectAll().execute();
    expect(audit).toMatchObject([
      { action: 'demo.availability', actor_user_id: sales.user.id, subject_type: 'availability' },
    ]);
  });

  test('hours off the 20-minute grid or ending before they start answer 422', async () => {
    const t = await setup();
    const admin = await signedInAs(t, 'admin');
    const res = await t.app.request('/api/admin/demo-availability', {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${admin.token}`,
        'Sec-Fetch-Site': 'same-origin',
      },
      body: JSON.stringify({
        weekly: [
          { weekday: 1, start: '09:10', end: '10:00' },
          { weekday: 2, start: '10:00', end: '09:00' },
          { weekday: 8, start: '09:00', end: '10:00' },
        ],
        closed: [{ date: '2026-02-30' }],
      }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys((await readJson(res)).error.fields).sort()).toEqual([
      'closed.0.date',
      'weekly.0.start',
      'weekly.1.end',
      'weekly.2.weekday',
    ]);
  });

  test('list the upcoming bookings with their lead, and record who saw which leads in the audit log', async () => {
    const t = await setup();
    await openDemoHours(t);
    await book(t, bookingRequest(MONDAY_0920, { email: 'later@example.com', name: 'Later' }));
    await book(t, bookingRequest(MONDAY_0900));
    const sales = await signedInAs(t, 'sales');
    const res = await t.app.request('/api/admin/demo-bookings', {
      headers: { Authorization: `Bearer ${sales.token}` },
    });
    const { bookings } = await readJson(res);
    expect(bookings.map((b: { name: string; start: string }) => [b.name, b.start])).toEqual([
      ['Grace Hopper', MONDAY_0900],
      ['Later', MONDAY_0920],
    ]);
    expect(bookings[0].leadId).toEqual(expect.any(String));
    const entries = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'demo-bookings.list').execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_user_id: sales.user.id, actor_role: 'sales', subject_type: 'booking' });
    expect(JSON.parse(entries[0]?.detail ?? '{}')).toEqual({
      shown: bookings.map((b: { leadId: string }) => b.leadId),
    });
  });
});
