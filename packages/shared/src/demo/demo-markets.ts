/**
 * The instruments of the simulated market feed (docs/decisions.md §14). Reference prices and
 * daily volumes are round, plausible figures; the feed moves prices around them.
 */
export interface DemoMarket {
  symbol: string;
  name: string;
  /** Price the simulated feed oscillates around, in USD. */
  referencePrice: number;
  /** Typical 24 h traded volume, in USD. */
  referenceVolume: number;
  /** Decimals a price of this instrument is shown and stored with. */
  priceDecimals: number;
}

// Keyed by symbol, so the demo portfolio's positions and orders can name only these (DemoSymbol).
const MARKETS = {
  'BTC-USD': { name: 'Bitcoin', referencePrice: 64_000, referenceVolume: 28e9, priceDecimals: 2 },
  'ETH-USD': { name: 'Ether', referencePrice: 3_200, referenceVolume: 14e9, priceDecimals: 2 },
  'SOL-USD': { name: 'Solana', referencePrice: 150, referenceVolume: 3.1e9, priceDecimals: 2 },
  'XRP-USD': { name: 'XRP', referencePrice: 0.55, referenceVolume: 1.4e9, priceDecimals: 4 },
  'LINK-USD': { name: 'Chainlink', referencePrice: 14.5, referenceVolume: 4.2e8, priceDecimals: 3 },
  'PAXG-USD': { name: 'Tokenised gold (PAXG)', referencePrice: 2_400, referenceVolume: 9e7, priceDecimals: 2 },
} satisfies Record<string, Omit<DemoMarket, 'symbol'>>;

/** A symbol of the simulated feed. */
export type DemoSymbol = keyof typeof MARKETS;

/** The instruments in feed order. */
export const DEMO_MARKETS: readonly DemoMarket[] = Object.entries(MARKETS).map(([symbol, market]) => ({
  symbol,
  ...market,
}));

export const DEMO_SYMBOLS: readonly string[] = DEMO_MARKETS.map((market) => market.symbol);

export function demoMarket(symbol: string): DemoMarket | undefined {
  return DEMO_MARKETS.find((market) => market.symbol === symbol);
}
