import { describe, expect, test } from 'vitest';
import { mailedToken } from '#api/testing/account-mails.ts';
import { CHEAP_PASSWORD_HASHING, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { sampleLead } from '#api/testing/lead-samples.ts';
import { privacyLinkToken, requestAndConfirm } from '#api/testing/personal-data.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { SAME_ORIGIN, withBearer } from '#api/testing/two-factor.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const ADDRESS = 'ada.lovelace@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Asks for the address's data, confirms, and downloads the answer as JSON. */
async function accessAnswer(t: TestApp, email: string) {
  const confirmed = await requestAndConfirm(t, email, 'access');
  expect(confirmed.status).toBe(200);
  const token = await privacyLinkToken(t.db, email);
  const res = await t.app.request('/api/privacy-requests/export', postJson({ token, format: 'json' }));
  expect(res.status).toBe(200);
  return { view: await readJson(confirmed), file: await readJson(res) };
}

describe('an access answer', () => {
  test("shows a client's viewer as one summary record, never the viewer's sessions, log or browsers", async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client', { username: 'ada', email: ADDRESS });
    const invited = await t.app.request(
      '/api/viewers/invitations',
      withBearer(client.token, { email: 'bob@example.net' }),
    );
    expect(invited.status).toBe(201);
    const token = await mailedToken(t.db, 'viewer-invitation', 'bob@example.net');
    const joined = await t.app.request(
      '/api/viewers/join',
      postJson(
        { token, username: 'bobby', password: TEST_PASSWORD },
        { ...SAME_ORIGIN, 'User-Agent': 'BobsBrowser/7' },
      ),
    );
    expect(joined.status).toBe(201);
    t.clock.advance(DAY_MS);

    const { file } = await accessAnswer(t, ADDRESS);
    const section = (kind: string) =>
      file.sections.find((candidate: { kind: string }) => candidate.kind === kind)?.records ?? [];
    expect(section('accounts')).toContainEqual({
      what: 'Viewer you invited',
      fields: { username: 'bobby', email: 'bob@example.net', openedAt: expect.any(String) },
    });
    // The client's session only (signed in by the test as route-test), none of Bob's.
    expect(section('sessions').map((record: { fields: { browser?: string } }) => record.fields.browser)).toEqual([
      'route-test',
    ]);
    expect(JSON.stringify(file)).not.toContain('BobsBrowser');
  });

  test("names our team's mailbox by role only, in the records of mails about the person", async () => {
    const t = await setup();
    const lead = await t.app.request('/api/leads', postJson(sampleLead('contact', { email: ADDRESS })));
    expect(lead.status).toBe(201);
    const [notification] = await t.db
      .selectFrom('mail_outbox')
      .select('recipient')
      .where('template', '=', 'lead-notification')
      .execute();
    expect(notification?.recipient).toContain('@');
    t.clock.advance(DAY_MS);

    const { file } = await accessAnswer(t, ADDRESS);
    const mails = file.sections.find((section: { kind: string }) => section.kind === 'mail-log').records;
    expect(mails.map((record: { fields: { template: string; to: string } }) => record.fields)).toContainEqual(
      expect.objectContaining({
        template: 'lead-notification',
        to: 'someone else (our team, or a person you invited): not shown',
      }),
    );
    expect(JSON.stringify(file)).not.toContain(notification?.recipient);
  });

  test('of an address we hold nothing about finds nothing: the request and its own mails are not counted', async () => {
    const t = await setup();
    const { view, file } = await accessAnswer(t, 'nobody@example.net');
    expect(view.outcome.found).toEqual({});
    // The request's record and its link mail are in the file, as what the request itself made.
    expect(file.sections.map((section: { kind: string }) => section.kind)).toEqual(['privacy-requests']);
  });
});
