/**
 * The retention of viewer invitations (docs/decisions.md §187): an invitation never accepted is
 * deleted, with the invited address, 30 days after its 7-day link expired; an accepted one stays
 * as long as the viewer account it opened. claim: viewer-invitation-validity (content/claims.yaml).
 */
import { describe, expect, test } from 'vitest';
import { INVITATION_VALID_MS } from '#api/auth/viewer-invitations.ts';
import { mailedToken } from '#api/testing/account-mails.ts';
import { CHEAP_PASSWORD_HASHING, TEST_PASSWORD } from '#api/testing/accounts.ts';
import { cutoffOf } from '#api/testing/data-map-copies.ts';
import { signedInAs } from '#api/testing/roles.ts';
import { appPerTest, postJson, readJson, type TestApp } from '#api/testing/test-app.ts';
import { SAME_ORIGIN, withBearer } from '#api/testing/two-factor.ts';
import { purgeExpiredData } from './purge.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);
const DAY_MS = 24 * 60 * 60 * 1000;

async function invite(t: TestApp, token: string, email: string) {
  const res = await t.app.request('/api/viewers/invitations', withBearer(token, { email }));
  expect(res.status).toBe(201);
}

const invitedAddresses = async (t: TestApp) =>
  (await t.db.selectFrom('viewer_invitations').select('email').orderBy('email').execute()).map((row) => row.email);

describe('retention of viewer invitations', () => {
  test('deletes one never accepted 30 days after its link expired, and keeps an accepted one', async () => {
    const t = await setup();
    const client = await signedInAs(t, 'client');
    await invite(t, client.token, 'accepted@example.net');
    await invite(t, client.token, 'ignored@example.net');
    const token = await mailedToken(t.db, 'viewer-invitation', 'accepted@example.net');
    const joined = await t.app.request(
      '/api/viewers/join',
      postJson({ token, username: 'auditor', password: TEST_PASSWORD }, SAME_ORIGIN),
    );
    expect(joined.status, JSON.stringify(await readJson(joined.clone()))).toBe(201);

    // The map keeps an unaccepted invitation 30 days after its link expired.
    expect(cutoffOf('viewer-invitations', t.clock.now()).getTime()).toBe(t.clock.now().getTime() - 30 * DAY_MS);
    t.clock.advance(INVITATION_VALID_MS + 30 * DAY_MS - 1000);
    expect((await purgeExpiredData(t.db, t.clock.now()))['viewer-invitations']).toEqual({ invitations: 0 });
    expect(await invitedAddresses(t)).toEqual(['accepted@example.net', 'ignored@example.net']);

    t.clock.advance(2000);
    expect((await purgeExpiredData(t.db, t.clock.now()))['viewer-invitations']).toEqual({ invitations: 1 });
    expect(await invitedAddresses(t)).toEqual(['accepted@example.net']);
  });
});
