import { describe, expect, test } from 'vitest';
import { CHEAP_PASSWORD_HASHING } from '#api/testing/accounts.ts';
import { MONDAY_0920 } from '#api/testing/demo-bookings.ts';
import { allTables, givePersonalData, requestAndConfirm, tablesMentioning } from '#api/testing/personal-data.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const ADDRESS = 'ada.lovelace@example.com';
/** Someone else, whose data must stay. */
const BYSTANDER = 'grace.hopper@example.org';

describe('an erasure request', () => {
  test('leaves the address in no table of the database but the rows its outcome says are kept', async () => {
    const t = await setup();
    await givePersonalData(t, BYSTANDER, { username: 'grace', demoAt: MONDAY_0920 });
    const person = await givePersonalData(t, ADDRESS);
    const before = await tablesMentioning(t.db, ADDRESS);
    // The scenario reaches every place an address can be: otherwise the test proves less than it says.
    expect(Object.keys(before).sort()).toEqual(
      expect.arrayContaining([
        'leads',
        'lead_submissions',
        'lead_activity',
        'demo_bookings',
        'mail_subscriptions',
        'subscription_addresses',
        'mail_outbox',
        'users',
        'account_tokens',
        'audit_log',
      ]),
    );
    const bystanderBefore = await tablesMentioning(t.db, BYSTANDER);

    const res = await requestAndConfirm(t, ADDRESS, 'erasure');
    expect(res.status).toBe(200);
    const view = await readJson(res);
    expect(view).toMatchObject({ kind: 'erasure', status: 'completed', heldForAdministrator: false });
    expect(view.outcome.found).toMatchObject({
      'lead-waitlist': expect.any(Number),
      'lead-demo': expect.any(Number),
      'lead-design-partner': expect.any(Number),
      'subscriptions-confirmed': expect.any(Number),
      'mail-log': expect.any(Number),
      accounts: expect.any(Number),
      sessions: expect.any(Number),
      'security-log': expect.any(Number),
      'known-browsers': expect.any(Number),
      'viewer-invitations': 1,
      'audit-log': expect.any(Number),
    });
    const kept = view.outcome.kept.map((entry: { what: string }) => entry.what);
    expect(kept).toEqual(
      expect.arrayContaining([
        'This request: your address, its dates and what we erased and kept',
        'The delivery record of the email telling you this request is done',
      ]),
    );

    // Only the request record and the mail saying it is done still name the address.
    expect(await tablesMentioning(t.db, ADDRESS)).toEqual({ privacy_requests: 1, mail_outbox: 1 });
    const [mail] = await t.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', ADDRESS).execute();
    expect(mail?.template).toBe('privacy-request-answered');
    expect(JSON.parse(mail?.data ?? '{}').result).toBe('erasure');
    // The account, its viewer and every row tied to them by id are gone, whatever text they hold.
    for (const id of [person.userId, person.viewerId]) {
      expect(await t.db.selectFrom('users').select('id').where('id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('totp_credentials').select('user_id').where('user_id', '=', id).execute()).toEqual(
        [],
      );
      expect(await t.db.selectFrom('passkeys').select('id').where('user_id', '=', id).execute()).toEqual([]);
      expect(await t.db.selectFrom('portfolios').select('id').where('user_id', '=', id).execute()).toEqual([]);
    }
    // Audit entries about the person stay for accountability, with ids and no detail.
    const entries = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id', 'detail'])
      .where('subject_id', 'in', [person.userId, ...person.leadPublicIds])
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.detail).toBeNull();
    // The bystander's data is untouched.
    expect(await tablesMentioning(t.db, BYSTANDER)).toEqual(bystanderBefore);
    expect((await allTables(t.db)).length).toBeGreaterThan(30);
  });

  test('of an address with a staff account stays open for an administrator and erases nothing', async () => {
    const t = await setup();
    await givePersonalData(t, ADDRESS);
    await t.db.updateTable('users').set({ role: 'sales' }).where('email', '=', ADDRESS).execute();
    const before = await tablesMentioning(t.db, ADDRESS);

    const res = await requestAndConfirm(t, ADDRESS, 'erasure');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ status: 'open', outcome: null, heldForAdministrator: true });
    const after = await tablesMentioning(t.db, ADDRESS);
    expect(after.leads).toBe(before.leads);
    expect(after.users).toBe(1);
  });
});
