/**
 * The services of the status page (docs/product.md#status-page: App, API, Orchestrator, Market Aggregator) and
 * whether anything is configured to check them. A service nobody checks is shown as "Not
 * monitored", never with an invented status (docs/product.md#what-alpora-is: nothing shown is fake).
 */
import type { ServiceId } from '@alpora/shared/schemas/status';
import { STATUS_SERVICES } from '@alpora/shared/status-services';
import type { Config } from '#api/config.ts';

export const SERVICES = STATUS_SERVICES;

/** docs/product.md#status-page: the strip, the uptime and its coverage cover 30 days. */
export const WINDOW_DAYS = 30;

/** The App is checked at HEALTH_APP_URL, or at this process's own / when it serves the site. */
export function isMonitored(id: ServiceId, config: Config): boolean {
  if (id === 'app') return Boolean(config.HEALTH_APP_URL) || config.SERVE_SITE;
  if (id === 'orchestrator') return Boolean(config.HEALTH_ORCHESTRATOR_URL);
  return true;
}

/** A check older than this is stale: the page shows unknown rather than its old verdict. */
export function staleAfterMs(config: Config): number {
  return Math.max(
    3 * config.HEALTH_CHECK_INTERVAL_MS,
    config.HEALTH_CHECK_INTERVAL_MS + 2 * config.HEALTH_CHECK_TIMEOUT_MS,
  );
}

/**
 * How long after the scheduler's last run monitoring still counts as alive: one interval and a
 * run that took two timeouts. A longer silence is a gap the page shows as not monitored
 * (docs/decisions.md §263).
 */
export function heartbeatGraceMs(config: Config): number {
  return config.HEALTH_CHECK_INTERVAL_MS + 2 * config.HEALTH_CHECK_TIMEOUT_MS;
}
