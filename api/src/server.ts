/**
 * The production server: migrates the database, seeds demo data where configured, and serves
 * the built site and the API on one port. SIGINT/SIGTERM close it cleanly.
 */
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { mountStaticSite } from './static-site.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const db = openDatabase({ dataDir: config.DATA_DIR, file: config.DATABASE_FILE });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) logger.info('database migrated', { applied });

  const app = createApp({ db, clock: systemClock, config, logger });
  if (config.SERVE_SITE) mountStaticSite(app, config.SITE_DIR);

  const server = serve({ fetch: app.fetch, hostname: config.HOST, port: config.PORT }, (info) => {
    const host = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
    logger.info('listening', { url: `http://${host}:${info.port}` });
    process.stdout.write(`\n  Alpora is running at http://${host}:${info.port}\n\n`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    server.close(async () => {
      await db.destroy();
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
  process.exit(1);
});
