/**
 * A month of simulated fills of the demo portfolio, for sample reports (monthly performance,
 * audit extract). Deterministic: the same month gives the same fills on every machine.
 *
 * @example demoFills(new Date('2026-10-01T00:00:00Z')) // every fill of October 2026
 */

import type { Order } from '../schemas/trading.ts';
import { DEMO_MARKETS } from './demo-markets.ts';
import { hashSeed, seededRandom } from './prng.ts';

export interface DemoFill {
  id: string;
  /** ISO-8601 UTC time of the execution. */
  executedAt: string;
  symbol: string;
  side: Order['side'];
  size: number;
  price: number;
  /** size x price, in USD. */
  notional: number;
  /** Venue fee in USD (simulated 5 basis points). */
  fee: number;
  venue: string;
  /** Decision-to-acknowledgement time; the product targets under 1 s (docs/product.md#service-and-legal-claims). */
  decisionToAckMs: number;
}

/** Illustrative venue labels: centralised and decentralised, as the product routes to both. */
const DEMO_VENUES = ['CEX Alpha', 'CEX Beta', 'CEX Gamma', 'DEX Pool One', 'DEX Pool Two'] as const;

const FEE_RATE = 0.0005;
const DAY_MS = 86_400_000;

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Fills of the UTC calendar month that contains `month`, oldest first; 2 to 6 per weekday. */
export function demoFills(month: Date): DemoFill[] {
  const start = Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1);
  const end = Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1);
  const random = seededRandom(hashSeed(`fills:${new Date(start).toISOString().slice(0, 7)}`));
  const fills: DemoFill[] = [];
  for (let day = start; day < end; day += DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const count = 2 + Math.floor(random() * 5);
    const times = Array.from({ length: count }, () => day + Math.floor(random() * DAY_MS)).sort((a, b) => a - b);
    for (const time of times) {
      const market = DEMO_MARKETS[Math.floor(random() * DEMO_MARKETS.length)] ?? DEMO_MARKETS[0];
      if (!market) continue;
      const price = round(market.referencePrice * (0.95 + random() * 0.1), market.priceDecimals);
      const size = round((2_000 + random() * 48_000) / market.referencePrice, 4);
      const notional = round(size * price, 2);
      fills.push({
        id: `F-${new Date(time).toISOString().slice(0, 10).replaceAll('-', '')}-${String(fills.length + 1).padStart(4, '0')}`,
        executedAt: new Date(time).toISOString(),
        symbol: market.symbol,
        side: random() < 0.5 ? 'buy' : 'sell',
        size,
        price,
        notional,
        fee: round(notional * FEE_RATE, 2),
        venue: DEMO_VENUES[Math.floor(random() * DEMO_VENUES.length)] ?? DEMO_VENUES[0],
        decisionToAckMs: Math.round(180 + random() * 620),
      });
    }
  }
  return fills;
}
