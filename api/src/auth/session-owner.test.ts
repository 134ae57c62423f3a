import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { appPerTest } from '#api/testing/test-app.ts';
import { sessionOwnerLookup } from './session-owner.ts';

const setup = appPerTest(CHEAP_PASSWORD_HASHING);

/** A tiny app that answers whose API call limit a request counts against. */
function ownerProbe(t: Awaited<ReturnType<typeof setup>>) {
  const ownerOf = sessionOwnerLookup(t);
  const probe = new Hono().get('/owner', async (c) => c.json({ owner: await ownerOf(c) }));
  return async (token?: string) => {
    const res = await probe.request('/owner', token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    return ((await res.json()) as { owner: string | null }).owner;
  };
}

describe('sessionOwnerLookup', () => {
  test('a valid token counts against its user; none, a made-up or an expired one against nobody', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'limitowner');
    const ownerOf = ownerProbe(t);
    expect(await ownerOf(token)).toBe(user.id);
    expect(await ownerOf()).toBeNull();
    // Well formed (so it reaches the lookup) but issued to nobody.
    expect(await ownerOf('a'.repeat(32))).toBeNull();
  });

  test('the lookup writes nothing: an expired session is left for the purge', async () => {
    const t = await setup();
    const { token } = await registerUser(t.app, 'limitexpired');
    await t.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    expect(await ownerProbe(t)(token)).toBeNull();
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
  });

  test('a confirmed token is remembered for a minute, then asked about again', async () => {
    const t = await setup();
    const { token, user } = await registerUser(t.app, 'limitcache');
    const ownerOf = ownerProbe(t);
    expect(await ownerOf(token)).toBe(user.id);
    // Revoked in the database: within the minute the limit still counts it against its user...
    await t.db.deleteFrom('sessions').execute();
    t.clock.advance(59_000);
    expect(await ownerOf(token)).toBe(user.id);
    // ...and after it, the database is asked again and the token belongs to nobody.
    t.clock.advance(2_000);
    expect(await ownerOf(token)).toBeNull();
  });
});
