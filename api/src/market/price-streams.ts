/**
 * The live price streams of the dashboard (docs/product.md#dashboard, docs/decisions.md §330-§333):
 * Server-Sent Events of `GET /api/market-data/stream`. A stream is authenticated once, when it
 * opens; from then on it lives on the shared tick and costs no database work of its own:
 *
 * - once a second the current tick (./price-ticks.ts, serialised and encoded once) is handed to
 *   every open stream that has not had it, as the very same bytes;
 * - every 30 s the sessions of all open streams are checked in one batched query, and a stream
 *   whose session has ended (signed out, revoked, expired, account suspended) gets a
 *   `session-ended` event and is closed, so no stream outlives its session by more than that;
 * - a stream that has had nothing for 15 s gets a comment line, so proxies keep it open;
 * - a client that reads more slowly than the ticks come misses ticks instead of queueing them
 *   (prices supersede each other), so a stalled reader holds at most a few ticks in memory.
 *
 * The timer runs only while a stream is open.
 *
 * @example const streams = createPriceStreams({ market, db, clock }); const body = streams.open(session.id, lastEventId);
 */
import { SESSION_ENDED_EVENT } from '@alpora/shared/price-stream';
import type { Kysely } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { Logger } from '#api/lib/logger.ts';
import type { MarketDataSource } from './market-data-source.ts';
import { createPriceTicks, type PriceTicks } from './price-ticks.ts';

/** The feed ticks once a second; the streams follow it. */
const PUBLISH_EVERY_MS = 1000;
/** The longest a stream outlives its session (docs/decisions.md §332). */
export const SESSION_RECHECK_MS = 30_000;
/** Without a tick for this long a stream gets a comment, so no proxy closes it as idle. */
const KEEP_ALIVE_MS = 15_000;
/** Ticks a stream may have queued before it misses the next ones. */
const MAX_QUEUED_TICKS = 4;
/** Session ids per batched query: well under the bound parameters of SQLite and PostgreSQL. */
const SESSIONS_PER_QUERY = 500;
/** Streams one process keeps open at most; beyond it a new one is refused for a while (503). */
export const MAX_STREAMS = 10_000;
/** Streams one session may hold: its browser's tabs, not the process's share (docs/decisions.md §337). */
export const MAX_STREAMS_PER_SESSION = 32;
/**
 * A dropped stream's browser reconnects after this long, spread at random per stream so the
 * clients of a restarted server do not all come back in the same second (docs/decisions.md §331).
 */
export const RECONNECT_MS = { min: 3000, max: 8000 } as const;

const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(': keep-alive\n\n');
const SESSION_ENDED = encoder.encode(`event: ${SESSION_ENDED_EVENT}\ndata: ended\n\n`);

interface OpenStream {
  sessionId: string;
  controller: ReadableStreamDefaultController<Uint8Array>;
  lastSentId: string | undefined;
  lastWriteAt: number;
}

export interface PriceStreams {
  /** The shared tick, also the body of `GET /api/market-data`. */
  readonly ticks: PriceTicks;
  /**
   * A new stream for a session already authenticated: the reconnection delay, then the current
   * tick unless `lastEventId` says the client has it. Null when the process has `MAX_STREAMS` open, or the session `MAX_STREAMS_PER_SESSION`.
   */
  open(sessionId: string, lastEventId?: string, signal?: AbortSignal): ReadableStream<Uint8Array> | null;
  /** Hands the current tick to every stream that has not had it; answers to how many. */
  publish(): number;
  /** Ends every stream whose session has ended, in one query per 500 sessions; answers how many ended. */
  recheckSessions(): Promise<number>;
  /** Streams open now. */
  count(): number;
  /** Closes every stream (the server is stopping). */
  closeAll(): void;
}

interface PriceStreamsDeps {
  market: MarketDataSource;
  db: Kysely<Database>;
  clock: Clock;
  logger?: Logger;
  maxStreams?: number;
}

export function createPriceStreams({
  market,
  db,
  clock,
  logger,
  maxStreams = MAX_STREAMS,
}: PriceStreamsDeps): PriceStreams {
  const ticks = createPriceTicks(market);
  const streams = new Set<OpenStream>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let lastRecheck = 0;
  let rechecking = false;

  const write = (stream: OpenStream, bytes: Uint8Array): boolean => {
    try {
      stream.controller.enqueue(bytes);
      stream.lastWriteAt = Date.now();
      return true;
    } catch {
      // Closed under us (the client went away between two ticks).
      streams.delete(stream);
      if (streams.size === 0) stopTimer();
      return false;
    }
  };

  const close = (stream: OpenStream) => {
    streams.delete(stream);
    try {
      stream.controller.close();
    } catch {
      // Already closed or cancelled.
    }
    if (streams.size === 0) stopTimer();
  };

  const round = () => {
    publish();
    const now = Date.now();
    for (const stream of streams) if (now - stream.lastWriteAt >= KEEP_ALIVE_MS) write(stream, KEEP_ALIVE);
    if (now - lastRecheck >= SESSION_RECHECK_MS && !rechecking) {
      lastRecheck = now;
      recheckSessions().catch((error: unknown) =>
        logger?.error('price streams: session check failed', { error: String(error) }),
      );
    }
  };

  function startTimer() {
    if (timer) return;
    lastRecheck = Date.now();
    timer = setInterval(round, PUBLISH_EVERY_MS);
    // The streams alone never keep a stopping process alive.
    timer.unref?.();
  }

  function stopTimer() {
    if (timer) clearInterval(timer);
    timer = undefined;
  }

  function publish(): number {
    if (streams.size === 0) return 0;
    const tick = ticks.current();
    let sent = 0;
    for (const stream of streams) {
      if (stream.lastSentId === tick.id) continue;
      // A reader this far behind misses this tick; the next one it reads is current again.
      if ((stream.controller.desiredSize ?? 0) < 1 - MAX_QUEUED_TICKS) continue;
      if (write(stream, tick.event)) {
        stream.lastSentId = tick.id;
        sent += 1;
      }
    }
    return sent;
  }

  async function recheckSessions(): Promise<number> {
    if (streams.size === 0) return 0;
    rechecking = true;
    try {
      const now = clock.now().toISOString();
      // Only the streams open when the check began: one opened while the queries ran was
      // authenticated as it opened, and is not in their answer.
      const checked = [...streams];
      const ids = [...new Set(checked.map((stream) => stream.sessionId))];
      const alive = new Set<string>();
      for (let start = 0; start < ids.length; start += SESSIONS_PER_QUERY) {
        const rows = await db
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.user_id')
          .select('sessions.id')
          .where('sessions.id', 'in', ids.slice(start, start + SESSIONS_PER_QUERY))
          .where('sessions.expires_at', '>', now)
          .where('users.suspended_at', 'is', null)
          .execute();
        for (const row of rows) alive.add(row.id);
      }
      let ended = 0;
      for (const stream of checked) {
        if (alive.has(stream.sessionId) || !streams.has(stream)) continue;
        write(stream, SESSION_ENDED);
        close(stream);
        ended += 1;
      }
      return ended;
    } finally {
      rechecking = false;
    }
  }

  return {
    ticks,
    open(sessionId, lastEventId, signal) {
      if (streams.size >= maxStreams) return null;
      // One session (a browser's tabs) may not take the process's streams from everyone else.
      let ofSession = 0;
      for (const open of streams) if (open.sessionId === sessionId) ofSession += 1;
      if (ofSession >= MAX_STREAMS_PER_SESSION) return null;
      let stream: OpenStream | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const opened: OpenStream = { sessionId, controller, lastSentId: undefined, lastWriteAt: Date.now() };
          stream = opened;
          streams.add(opened);
          const retry = RECONNECT_MS.min + Math.floor(Math.random() * (RECONNECT_MS.max - RECONNECT_MS.min));
          // A first chunk at once, so the browser sees the stream open before the next tick.
          controller.enqueue(encoder.encode(`retry: ${retry}\n\n`));
          const tick = ticks.current();
          // Resumed after a drop with the current tick already shown: only the next one is news.
          if (lastEventId !== tick.id) controller.enqueue(tick.event);
          opened.lastSentId = tick.id;
          startTimer();
        },
        cancel() {
          if (stream) close(stream);
        },
      });
      if (signal?.aborted) return null;
      signal?.addEventListener('abort', () => stream && close(stream), { once: true });
      return body;
    },
    publish,
    recheckSessions,
    count: () => streams.size,
    closeAll() {
      for (const stream of [...streams]) close(stream);
      stopTimer();
    },
  };
}
