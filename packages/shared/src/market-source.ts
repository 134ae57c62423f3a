/**
 * Where the prices the product shows come from (docs/claims.md#simulated-market-data). Every
 * answer of the market-data API names its source, the dashboard's Markets tab shows it, and
 * the status page's Market Aggregator card describes it, so simulated prices are never taken
 * for a venue's. The built-in feed is the only source this repository has.
 *
 * @example quote.source.kind === 'simulated' // show that the prices are simulated
 */

export const MARKET_SOURCE_KINDS = ['simulated', 'venue'] as const;

export interface MarketSource {
  /** `simulated`: the built-in feed; `venue`: prices a trading venue published. */
  kind: (typeof MARKET_SOURCE_KINDS)[number];
  /** One line a person reads beside the prices. */
  note: string;
}

/** The built-in simulated feed (api/src/market/simulated-feed.ts). */
export const SIMULATED_MARKET_SOURCE: MarketSource = {
  kind: 'simulated',
  note: 'Built-in simulated feed: not prices from any venue',
};
