/**
 * The figures of the sample reports (monthly performance PDF, audit extract CSV),
 * computed from the dashboard's demo data (packages/shared/src/demo/) for one fixed month,
 * so every run produces the same files.
 */
import { type DemoFill, demoFills } from '@alpora/shared/demo/demo-fills';
import { demoMarket } from '@alpora/shared/demo/demo-markets';
import { DEMO_ORDERS, DEMO_PORTFOLIO, DEMO_POSITIONS } from '@alpora/shared/demo/demo-portfolio';
import type { Order, Position } from '@alpora/shared/schemas/trading';

/** The simulated month of the samples. */
export const SAMPLE_MONTH = new Date('2025-10-01T00:00:00.000Z');

const round2 = (value: number) => Math.round(value * 100) / 100;

export interface VenueSummary {
  venue: string;
  fills: number;
  notional: number;
  fees: number;
  avgDecisionToAckMs: number;
}

export interface PositionLine {
  symbol: string;
  side: Position['side'];
  size: number;
  entryPrice: number;
  markPrice: number;
  unrealizedPnl: number;
}

export function sampleFills(): DemoFill[] {
  return demoFills(SAMPLE_MONTH);
}

export function venueSummaries(fills: readonly DemoFill[]): VenueSummary[] {
  const byVenue = Map.groupBy(fills, (fill) => fill.venue);
  return [...byVenue.entries()]
    .map(([venue, list]) => ({
      venue,
      fills: list.length,
      notional: round2(list.reduce((sum, fill) => sum + fill.notional, 0)),
      fees: round2(list.reduce((sum, fill) => sum + fill.fee, 0)),
      avgDecisionToAckMs: Math.round(list.reduce((sum, fill) => sum + fill.decisionToAckMs, 0) / list.length),
    }))
    .sort((a, b) => a.venue.localeCompare(b.venue));
}

/** Positions valued at each instrument's reference price (the simulated feed's centre). */
export function positionLines(): PositionLine[] {
  return DEMO_POSITIONS.map((position) => {
    const markPrice = demoMarket(position.symbol)?.referencePrice ?? position.entryPrice;
    const direction = position.side === 'long' ? 1 : -1;
    return {
      symbol: position.symbol,
      side: position.side,
      size: position.size,
      entryPrice: position.entryPrice,
      markPrice,
      unrealizedPnl: round2((markPrice - position.entryPrice) * position.size * direction),
    };
  });
}

/** Each status the demo orders have, in the order it first occurs, with its count. */
export function orderCounts(): [Order['status'], number][] {
  const counts = new Map<Order['status'], number>();
  for (const order of DEMO_ORDERS) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
  return [...counts];
}

export function monthSummary(fills: readonly DemoFill[]) {
  const positions = positionLines();
  return {
    portfolio: DEMO_PORTFOLIO.name,
    currency: DEMO_PORTFOLIO.currency,
    fills: fills.length,
    notional: round2(fills.reduce((sum, fill) => sum + fill.notional, 0)),
    fees: round2(fills.reduce((sum, fill) => sum + fill.fee, 0)),
    avgDecisionToAckMs: Math.round(fills.reduce((sum, fill) => sum + fill.decisionToAckMs, 0) / fills.length),
    unrealizedPnl: round2(positions.reduce((sum, line) => sum + line.unrealizedPnl, 0)),
    cash: DEMO_PORTFOLIO.cashBalance,
  };
}
