/**
 * One serialised price answer per tick of the feed (docs/decisions.md §330): the quotes of every
 * symbol are computed and `JSON.stringify`-ed once when the feed's time moves, and every reader
 * of that tick gets the same string: `GET /api/market-data` sends it as its body, and every
 * price stream sends it as the data of one event, framed and encoded once too. A tick is keyed
 * by the feed's `lastUpdatedAt()` (a feed's quotes change only when it produces a price) and by
 * its source, so no reader ever gets an answer the feed would not give at that moment.
 *
 * @example const ticks = createPriceTicks(market); c.body(ticks.current().body, 200);
 */
import type { MarketDataSource } from './market-data-source.ts';

export interface PriceTick {
  /** The feed time of the tick in milliseconds, as text: the stream's event id. */
  id: string;
  /** When the feed produced these prices. */
  at: Date;
  /** The answer of `GET /api/market-data` at this tick, serialised once. */
  body: string;
  /** The same body as UTF-8 bytes, encoded once: no answer encodes it again. */
  bytes: Uint8Array;
  /** The same body as one Server-Sent Event (`id:` and `data:` lines), encoded once. */
  event: Uint8Array;
}

export interface PriceTicks {
  /** The tick of the feed's current prices; computed only when the feed has moved since the last call. */
  current(): PriceTick;
}

const encoder = new TextEncoder();

export function createPriceTicks(market: MarketDataSource): PriceTicks {
  let last: { time: number; source: MarketDataSource['source']; tick: PriceTick } | undefined;
  return {
    current() {
      const at = market.lastUpdatedAt() ?? new Date(0);
      const time = at.getTime();
      const { source } = market;
      if (last && last.time === time && last.source === source) return last.tick;
      const updatedAt = at.toISOString();
      const { kind, note } = source;
      const body = JSON.stringify(market.quotes().map((quote) => ({ ...quote, updatedAt, source: { kind, note } })));
      const id = String(time);
      // JSON.stringify never writes a line break outside a string, nor inside one (it escapes
      // them), so the whole body is one `data:` line.
      const tick = { id, at, body, bytes: encoder.encode(body), event: encoder.encode(`id: ${id}\ndata: ${body}\n\n`) };
      last = { time, source, tick };
      return tick;
    },
  };
}
