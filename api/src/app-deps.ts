/** What the API is built from; tests pass their own (in-memory database, fixed clock). */
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { ClientInfo } from './http/client-address.ts';
import type { RateCountersFactory } from './http/rate-counters.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { MarketDataSource } from './market/market-data-source.ts';
import type { PriceStreams } from './market/price-streams.ts';

export interface AppDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  logger: Logger;
  /** Where rate limits count: memory on SQLite, the database on PostgreSQL (docs/decisions.md §61). */
  rateCounters: RateCountersFactory;
  /** Prices (docs/product.md#dashboard); the status page reads `market.lastUpdatedAt()`. */
  market: MarketDataSource;
  /**
   * The shared price tick and the dashboard's live streams on it (docs/decisions.md §330); the
   * app makes its own when none is given. The server passes one so it can close the streams on
   * shutdown, tests so they can publish a tick and re-check sessions when they choose.
   */
  priceStreams?: PriceStreams | undefined;
  /** The local mailbox folder when mails go there rather than to SMTP_URL: adds /dev/mail outside production. */
  mailboxDir?: string | undefined;
  /** Asks this process's mail sender to deliver queued mail now; without it the sender's poll does. */
  kickMailSender?: (() => void) | undefined;
}

/** Hono context variables set by the app's middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The client's address, scheme and host, after the proxy trust rules (http/client-address.ts). */
    client: ClientInfo;
  };
}
