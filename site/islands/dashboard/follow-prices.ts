/**
 * Live prices by push (docs/product.md#dashboard, docs/decisions.md §333): one Server-Sent
 * Events stream per tab, whose events carry the body of `GET /api/market-data`. The browser's
 * EventSource reconnects by itself after a drop, naming the last tick it had (`Last-Event-ID`),
 * after the delay the server set (`retry:`). The stream is gone for good, and the caller's
 * 30 s poll takes over, when the browser has no EventSource, when the stream is refused (no
 * session, too many streams: EventSource does not retry a refusal), or when the server says
 * the session has ended.
 *
 * @example const stop = followPrices({ onPrices: setQuotes, onGone: pollNow }); … stop?.();
 */
import { PRICE_STREAM_PATH, SESSION_ENDED_EVENT } from '@alpora/shared/price-stream';
import type { MarketDataItem } from '@alpora/shared/schemas/trading';

interface PriceHandlers {
  /** Quotes of a new tick. */
  onPrices(quotes: MarketDataItem[]): void;
  /** The stream will deliver nothing more. */
  onGone(): void;
}

/** What the function needs of the browser's EventSource; injectable for tests. */
type EventSourceClass = new (
  url: string,
) => Pick<EventSource, 'addEventListener' | 'close' | 'readyState' | 'onmessage' | 'onerror'>;

const CLOSED = 2; // EventSource.CLOSED

/** Opens the stream and answers how to close it; null when the browser cannot stream. */
export function followPrices(
  handlers: PriceHandlers,
  Source: EventSourceClass | undefined = typeof EventSource === 'undefined' ? undefined : EventSource,
): (() => void) | null {
  if (!Source) return null;
  // Same origin: the session cookie goes with it (an EventSource sends no Authorization header).
  const source = new Source(PRICE_STREAM_PATH);
  let gone = false;
  const end = () => {
    source.close();
    if (gone) return;
    gone = true;
    handlers.onGone();
  };
  source.onmessage = (event: MessageEvent<string>) => {
    try {
      handlers.onPrices(JSON.parse(event.data) as MarketDataItem[]);
    } catch {
      // A garbled event is skipped; the next tick replaces it.
    }
  };
  source.addEventListener(SESSION_ENDED_EVENT, end);
  // While reconnecting the state is CONNECTING; CLOSED means the browser has given up.
  source.onerror = () => {
    if (source.readyState === CLOSED) end();
  };
  return () => {
    gone = true;
    source.close();
  };
}
