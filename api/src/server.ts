/**
 * The production server: takes the data folder's lock (one server per data folder,
 * docs/decisions.md §51), migrates the database, seeds demo data where configured, and serves
 * the built site and the API on one port. SIGINT/SIGTERM close it cleanly. With `--check` it
 * only tells whether the data folder is free (exit 0) or in use (exit 3), so `scripts/start.sh`
 * refuses before it rebuilds the site a running server serves.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirInUseError, type DataDirLock, lockDataDir } from './db/data-dir-lock.ts';
import { assertDatabaseFileNotEmpty } from './db/database-file.ts';
import { openConfiguredDatabase } from './db/engine.ts';
import { migrateToLatest } from './db/migrate.ts';
import { startMonitoring } from './health/monitor.ts';
import type { HealthScheduler } from './health/scheduler.ts';
import { startHttpsRedirect, tlsServeOptions } from './https.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { configuredMailTransport } from './mail/configured-transport.ts';
import { productRenderer } from './mail/render.ts';
import { type MailSender, startMailSender } from './mail/sender.ts';
import { createPriceStreams } from './market/price-streams.ts';
import { createSimulatedFeed } from './market/simulated-feed.ts';
import { startRetentionPurge } from './retention/purge.ts';
import { DEMO_DATA_JOB, seedDemoData } from './seed/demo-data.ts';
import { mountStaticSite } from './static-site.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // Before anything reads or writes the data: a second server on this folder changes nothing.
  // On PostgreSQL any number of servers may share the database (docs/deployment.md).
  let lock: DataDirLock | undefined;
  if (!config.DATABASE_URL && config.DATABASE_FILE !== ':memory:') {
    lock = lockDataDir(config.DATA_DIR, 'server');
    assertDatabaseFileNotEmpty(path.join(config.DATA_DIR, config.DATABASE_FILE));
  }
  if (process.argv.includes('--check')) {
    lock?.release();
    return;
  }
  const engine = openConfiguredDatabase(config);
  const { db } = engine;
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info('database migrated', { applied });

  const market = createSimulatedFeed({ clock: systemClock, running: config.MARKET_FEED_ENABLED });
  const deps = { db, rateCounters: engine.rateCounters, clock: systemClock, config, logger, market };
  // Without SMTP_URL (never in production) mails go to the local mailbox (docs/decisions.md §67).
  const mail = configuredMailTransport(config);
  let mailSender: MailSender | undefined;
  // A stored lead's mails go out at once when this process sends (docs/decisions.md §70).
  const priceStreams = createPriceStreams({ market, db, clock: systemClock, logger });
  const app = createApp({
    ...deps,
    priceStreams,
    mailboxDir: mail.mailboxDir,
    kickMailSender: () => mailSender?.kick(),
  });
  if (config.SERVE_SITE) mountStaticSite(app, config.SITE_DIR);

  // The demo account's password is printed in local mode only, never in production.
  // With several processes on PostgreSQL only the first seeds: a second would renew the demo
  // password the first one printed and end its demo sessions (docs/decisions.md §62).
  const seeded =
    config.SEED_DEMO_DATA && (await engine.leadership.holds(DEMO_DATA_JOB)) ? await seedDemoData(deps) : undefined;
  // docs/product.md#retention: expired inquiries, analytics and sessions go at start and hourly.
  // On PostgreSQL one process of the cluster runs each of them (docs/decisions.md §62).
  const retention = startRetentionPurge({ ...deps, leadership: engine.leadership });

  let monitoring: HealthScheduler | undefined;
  const server = serve(
    { fetch: app.fetch, hostname: config.HOST, port: config.PORT, ...tlsServeOptions(config) },
    (info) => {
      startHttpsRedirect(config, info.port);
      // The status page's checks (docs/decisions.md §8) probe this process, so they start once it listens.
      monitoring = startMonitoring(
        { ...deps, leadership: engine.leadership, onMailQueued: () => mailSender?.kick() },
        info.port,
      );
      // The outbox is delivered by one process of the cluster (docs/decisions.md §62, §67).
      mailSender = startMailSender({
        ...deps,
        leadership: engine.leadership,
        transport: mail.transport,
        render: productRenderer,
      });
      const host = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
      const scheme = config.TLS_CERT_FILE ? 'https' : 'http';
      logger.info('listening', { url: `${scheme}://${host}:${info.port}` });
      process.stdout.write(`\n  Alpora is running at ${scheme}://${host}:${info.port}\n\n`);
      if (seeded?.demoAccount && config.NODE_ENV !== 'production') {
        const { username, password } = seeded.demoAccount;
        process.stdout.write(`  Demo account: username ${username}, password ${password}\n\n`);
      }
      if (mail.mailboxDir && config.NODE_ENV !== 'production') {
        process.stdout.write(`  Mailbox: ${scheme}://${host}:${info.port}/dev/mail\n\n`);
      }
    },
  );
  server.once('error', (error: NodeJS.ErrnoException) => {
    const reason = error.code === 'EADDRINUSE' ? `port ${config.PORT} is in use by another process` : error.message;
    process.stderr.write(`\nAlpora could not start: ${reason}\n`);
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    const monitoringStopped = monitoring?.stop();
    const retentionStopped = retention.stop();
    const mailStopped = mailSender?.stop();
    // Open price streams would hold the server open until the forced exit below.
    priceStreams.closeAll();
    server.close(async () => {
      await Promise.all([monitoringStopped, retentionStopped, mailStopped]);
      await engine.close();
      lock?.release();
      process.exit(0);
    });
    // Open keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`\nAlpora could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof DataDirInUseError ? error.exitCode : 1);
});
