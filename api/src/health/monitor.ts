/**
 * Wires the status page's health checks into the running server: called once the
 * server listens, because the App and API checks probe this process on its own port.
 *
 * @example const monitor = startMonitoring(deps, info.port); await monitor.stop();
 */
import type { AppDeps } from '#api/app-deps.ts';
import type { Leadership } from '#api/db/leadership.ts';
import { createHealthChecks } from './checks.ts';
import { type HealthScheduler, startHealthScheduler } from './scheduler.ts';

/** The origin this process answers on; a wildcard interface is reached through loopback. */
function selfOrigin(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

export function startMonitoring(
  deps: AppDeps & { leadership: Leadership; onMailQueued?: () => void },
  port: number,
): HealthScheduler {
  const checks = createHealthChecks({
    config: deps.config,
    clock: deps.clock,
    market: deps.market,
    selfUrl: selfOrigin(deps.config.HOST, port),
  });
  deps.logger.info('health checks scheduled', {
    services: checks.map((check) => check.service),
    intervalMs: deps.config.HEALTH_CHECK_INTERVAL_MS,
  });
  // Said once at start, so an operator who expects alert mails sees why none come.
  if (deps.config.OPS_ALERT_EMAIL.length === 0) {
    deps.logger.info('ops alerts off: set OPS_ALERT_EMAIL to be mailed when a service goes down or recovers');
  } else {
    deps.logger.info('ops alerts on', { recipients: deps.config.OPS_ALERT_EMAIL });
  }
  return startHealthScheduler(deps, checks);
}
