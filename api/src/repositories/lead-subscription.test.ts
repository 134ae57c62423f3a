/**
 * The consent record of a lead's 'updates' subscription (docs/decisions.md §79): the version of
 * the updates notice the visitor saw, not the lead's own notice, which speaks only of storing
 * details to answer. A client that sends no updates notice version has the lead's stand in.
 * A waitlist lead that says nothing of updates subscribes only under a notice that said joining
 * subscribes: the first one, or none at all (docs/decisions.md §242).
 */
import { describe, expect, test } from 'vitest';
import { findSubscription } from '#api/repositories/subscriptions.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { linkToken, mailsTo } from '#api/testing/subscribers.ts';
import { appPerTest, postJson, readJson } from '#api/testing/test-app.ts';

const appFor = appPerTest();
const LEAD_NOTICE = 'en-2025-07-23';
const UPDATES_NOTICE = 'en-updates-2026-11-22';

const SUBSCRIBING_LEADS = [
  ['a waitlist sign-up', sampleLead('waitlist', { updatesConsentVersion: UPDATES_NOTICE }), 'ada.lovelace@example.com'],
  [
    'a plan sign-up ticked for updates',
    sampleLead('plan', { updates: true, updatesConsentVersion: UPDATES_NOTICE }),
    'ada.lovelace@example.com',
  ],
  [
    'a one-pager request ticked for updates',
    sampleLead('one-pager', { updates: true, updatesConsentVersion: UPDATES_NOTICE }),
    'cfo@example.com',
  ],
] as const;

describe('the updates subscription of a lead', () => {
  test.each(SUBSCRIBING_LEADS)(
    '%s records the updates notice version when requested and when confirmed',
    async (_case, lead, email) => {
      const t = await appFor();
      expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
      expect(await findSubscription(t.db, email, 'updates')).toMatchObject({
        state: 'pending',
        requested_consent_version: UPDATES_NOTICE,
      });
      // The lead keeps its own notice: the two records say different things.
      const stored = await t.db
        .selectFrom('leads')
        .select('consent_version')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(stored?.consent_version).toBe(LEAD_NOTICE);

      const [confirmation] = await mailsTo(t.db, email);
      const confirm = await t.app.request(`/email/confirm?token=${linkToken(confirmation, 'confirmUrl')}`, {
        method: 'POST',
      });
      expect(confirm.status).toBe(200);
      expect(await findSubscription(t.db, email, 'updates')).toMatchObject({
        state: 'confirmed',
        confirmed_consent_version: UPDATES_NOTICE,
      });
    },
  );

  test('a client that sends no updates notice version has the lead notice version stand in', async () => {
    const t = await appFor();
    expect((await t.app.request('/api/leads', postJson(sampleLead('waitlist')))).status).toBe(201);
    expect(await findSubscription(t.db, 'ada.lovelace@example.com', 'updates')).toMatchObject({
      requested_consent_version: LEAD_NOTICE,
    });
  });

  test('a waitlist sign-up whose box was left unticked asks for no updates', async () => {
    const t = await appFor();
    const lead = sampleLead('waitlist', { consentVersion: 'en-waitlist-2026-11-24', updates: false });
    expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
    expect(await t.db.selectFrom('leads').select('email').execute()).toEqual([{ email: 'ada.lovelace@example.com' }]);
    expect(await t.db.selectFrom('mail_subscriptions').selectAll().execute()).toEqual([]);
  });

  test.each([
    ['the waitlist notice of the box', 'en-waitlist-2026-11-24'],
    ['the waitlist notice of the box, with the updates box version', 'en-waitlist-2026-11-24', 'en-updates-2026-11-24'],
  ])(
    'a waitlist sign-up that says nothing of updates asks for none under %s',
    async (_case, version, updatesVersion?) => {
      const t = await appFor();
      const lead = sampleLead('waitlist', { consentVersion: version, updatesConsentVersion: updatesVersion });
      expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
      expect(await t.db.selectFrom('leads').select('email').execute()).toEqual([{ email: 'ada.lovelace@example.com' }]);
      expect(await t.db.selectFrom('mail_subscriptions').selectAll().execute()).toEqual([]);
      expect(await mailsTo(t.db, 'ada.lovelace@example.com')).toEqual([]);
    },
  );

  test.each([
    ['the first notice, which said that joining subscribes', { consentVersion: LEAD_NOTICE }, LEAD_NOTICE],
    ['no notice at all (a client that sends none)', { consentVersion: 'unknown' }, 'unknown'],
  ])('a waitlist sign-up that says nothing of updates asks for them under %s', async (_case, fields, recorded) => {
    const t = await appFor();
    expect((await t.app.request('/api/leads', postJson(sampleLead('waitlist', fields)))).status).toBe(201);
    expect(await findSubscription(t.db, 'ada.lovelace@example.com', 'updates')).toMatchObject({
      state: 'pending',
      requested_consent_version: recorded,
    });
  });

  test('a waitlist sign-up under the first notice whose box was left unticked asks for no updates', async () => {
    const t = await appFor();
    const lead = sampleLead('waitlist', { consentVersion: LEAD_NOTICE, updates: false });
    expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
    expect(await t.db.selectFrom('mail_subscriptions').selectAll().execute()).toEqual([]);
  });

  test('an original waitlist payload, with no kind and no notice, asks for updates', async () => {
    const t = await appFor();
    const original = {
      email: 'grace@example.com',
      name: 'Grace Hopper',
      interest: 'hedge-fund',
      consent: true,
      ts: '2026-11-20T09:29:58.000Z',
    };
    expect((await t.app.request('/api/leads', postJson(original))).status).toBe(201);
    expect(await findSubscription(t.db, 'grace@example.com', 'updates')).toMatchObject({
      requested_consent_version: 'unknown',
    });
  });

  test("a waitlist sign-up that ticked the box records that box's version", async () => {
    const t = await appFor();
    const lead = sampleLead('waitlist', {
      consentVersion: 'en-waitlist-2026-11-24',
      updates: true,
      updatesConsentVersion: 'en-updates-2026-11-24',
    });
    expect((await t.app.request('/api/leads', postJson(lead))).status).toBe(201);
    expect(await findSubscription(t.db, 'ada.lovelace@example.com', 'updates')).toMatchObject({
      requested_consent_version: 'en-updates-2026-11-24',
    });
  });

  test.each([
    ['a NUL', 'en\u0000updates'],
    ['an empty text', '  '],
    ['more than 40 characters', 'x'.repeat(41)],
    ['a number', 20261122],
    ['a version no waitlist form showed', 'en-updates-2020-01-01'],
  ])(
    'an updates notice version with %s answers 422 naming the field, and nothing is stored',
    async (_case, version) => {
      const t = await appFor();
      const res = await t.app.request(
        '/api/leads',
        postJson(sampleLead('waitlist', { updatesConsentVersion: version })),
      );
      expect(res.status).toBe(422);
      const body = await readJson(res);
      expect(Object.keys(body.error.fields)).toEqual(['updatesConsentVersion']);
      expect(await t.db.selectFrom('mail_subscriptions').selectAll().execute()).toEqual([]);
    },
  );
});
