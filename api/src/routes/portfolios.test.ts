import { DEMO_ORDERS, DEMO_PORTFOLIO, DEMO_POSITIONS } from '@alpora/shared/demo/demo-portfolio';
import { describe, expect, test } from 'vitest';
import { bearer, CHEAP_PASSWORD_HASHING, registerUser } from '#api/testing/accounts.ts';
import { appPerTest, readJson } from '#api/testing/test-app.ts';

const appFor = appPerTest(CHEAP_PASSWORD_HASHING);

async function setup() {
  const t = await appFor();
  const alice = await registerUser(t.app, 'alice');
  const bob = await registerUser(t.app, 'bob');
  const get = async (path: string, token: string) => {
    const res = await t.app.request(path, bearer(token));
    return { status: res.status, body: await readJson(res) };
  };
  const alicePortfolio = (await get('/api/portfolios', alice.token)).body[0].id as string;
  return { ...t, alice, bob, get, alicePortfolio };
}

describe('trading reads', () => {
  test('a new user has one simulated demo portfolio valued at current prices', async () => {
    const t = await setup();
    const { status, body } = await t.get('/api/portfolios', t.alice.token);
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ name: DEMO_PORTFOLIO.name, currency: 'USD', simulated: true });
    expect(body[0].totalValue).toMatch(/^\d+\.\d{2}$/);
    const positions = (await t.get(`/api/positions/${t.alicePortfolio}`, t.alice.token)).body;
    const equity = positions.reduce(
      (sum: number, p: { size: number; entryPrice: number; unrealizedPnl: number }) =>
        sum + p.size * p.entryPrice + p.unrealizedPnl,
      DEMO_PORTFOLIO.cashBalance,
    );
    expect(Number(body[0].totalValue)).toBeCloseTo(equity, 1);
  });

  test('positions carry unrealised P&L from the current price, with the sign of their side', async () => {
    const t = await setup();
    const { status, body } = await t.get(`/api/positions/${t.alicePortfolio}`, t.alice.token);
    expect(status).toBe(200);
    expect(body).toHaveLength(DEMO_POSITIONS.length);
    const quotes = await readJson(await t.app.request('/api/market-data'));
    for (const position of body) {
      const price = quotes.find((q: { symbol: string }) => q.symbol === position.symbol).price;
      expect(position.currentPrice).toBe(price);
      const sign = position.side === 'long' ? 1 : -1;
      expect(position.unrealizedPnl).toBeCloseTo((price - position.entryPrice) * position.size * sign, 2);
    }
    // Moving the clock moves prices, and with them the P&L.
    t.clock.advance(3_600_000);
    const later = (await t.get(`/api/positions/${t.alicePortfolio}`, t.alice.token)).body;
    expect(later.map((p: { unrealizedPnl: number }) => p.unrealizedPnl)).not.toEqual(
      body.map((p: { unrealizedPnl: number }) => p.unrealizedPnl),
    );
  });

  test('orders include pending and filled ones, newest first', async () => {
    const t = await setup();
    const { status, body } = await t.get(`/api/orders/${t.alicePortfolio}`, t.alice.token);
    expect(status).toBe(200);
    expect(body).toHaveLength(DEMO_ORDERS.length);
    expect(body.filter((o: { status: string }) => o.status === 'pending')).toHaveLength(3);
    const times = body.map((o: { createdAt: string }) => o.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  test.each(['positions', 'orders'])("another user's portfolio id answers 404 on /api/%s", async (resource) => {
    const t = await setup();
    const res = await t.get(`/api/${resource}/${t.alicePortfolio}`, t.bob.token);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    const unknown = await t.get(`/api/${resource}/no-such-portfolio`, t.bob.token);
    expect(unknown).toEqual(res);
  });

  test("a user's portfolio list holds only their own portfolios", async () => {
    const t = await setup();
    const bobs = (await t.get('/api/portfolios', t.bob.token)).body;
    expect(bobs).toHaveLength(1);
    expect(bobs[0].id).not.toBe(t.alicePortfolio);
  });

  test.each(['/api/portfolios', '/api/positions/x', '/api/orders/x'])('%s needs a login', async (path) => {
    const t = await setup();
    expect((await t.app.request(path)).status).toBe(401);
  });
});
