/**
 * The dashboard's price stream in the browser (docs/decisions.md §333): pushed quotes reach the
 * dashboard; a stream whose session ended, a refused one and a browser without EventSource hand
 * over to the 30 s poll; a dropped stream that the browser is reconnecting does not.
 */
import { PRICE_STREAM_PATH, SESSION_ENDED_EVENT } from '@alpora/shared/price-stream';
import { expect, test, vi } from 'vitest';
import { followPrices } from './follow-prices.ts';

/** Stands in for the browser's EventSource: the test plays the server's side. */
class FakeSource {
  static made: FakeSource[] = [];
  readyState = 0;
  closed = false;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, () => void>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  push(data: string) {
    this.onmessage?.({ data } as MessageEvent<string>);
  }
  emit(type: string) {
    this.listeners.get(type)?.();
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

function follow() {
  const onPrices = vi.fn();
  const onGone = vi.fn();
  const stop = followPrices({ onPrices, onGone }, FakeSource as never);
  const source = FakeSource.made.at(-1) as FakeSource;
  return { onPrices, onGone, stop, source };
}

test('each pushed tick reaches the dashboard as quotes; a garbled one is skipped', () => {
  const { onPrices, onGone, source } = follow();
  expect(source.url).toBe(PRICE_STREAM_PATH);
  const quotes = [{ symbol: 'BTC-USD', price: 1, updatedAt: '2026-11-20T09:30:00.000Z' }];
  source.push(JSON.stringify(quotes));
  source.push('{not json');
  expect(onPrices).toHaveBeenCalledTimes(1);
  expect(onPrices).toHaveBeenCalledWith(quotes);
  expect(onGone).not.toHaveBeenCalled();
});

test('the end of the session closes the stream for good and hands over to the poll, once', () => {
  const { onGone, source } = follow();
  source.emit(SESSION_ENDED_EVENT);
  expect(source.closed).toBe(true);
  source.fail(2);
  expect(onGone).toHaveBeenCalledTimes(1);
});

test('a refused stream hands over to the poll; one the browser is reconnecting does not', () => {
  const { onGone, source } = follow();
  source.fail(0); // CONNECTING: the browser retries after the server's `retry:`
  expect(onGone).not.toHaveBeenCalled();
  expect(source.closed).toBe(false);
  source.fail(2); // CLOSED: refused (401, 503), the browser has given up
  expect(onGone).toHaveBeenCalledTimes(1);
});

test('closing it from the dashboard is not a hand-over; without EventSource there is no stream', () => {
  const { onGone, source, stop } = follow();
  stop?.();
  expect(source.closed).toBe(true);
  source.fail(2);
  expect(onGone).not.toHaveBeenCalled();
  expect(followPrices({ onPrices: vi.fn(), onGone: vi.fn() }, undefined)).toBeNull();
});
