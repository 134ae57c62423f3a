/**
 * What each service's check does: the App and the Orchestrator are probed over
 * HTTP, the API probes its own /api/health (which reads the database), and the Market
 * Aggregator is judged by how fresh the market feed's last price is.
 */
import type { ServiceId } from '@alpora/shared/schemas/status';
import { freshnessStatus } from '@alpora/shared/status';
import type { Config } from '#api/config.ts';
import type { Clock } from '#api/lib/clock.ts';
import type { MarketDataSource } from '#api/market/market-data-source.ts';
import { type ProbeResult, probeUrl } from './probe.ts';
import { isReady } from './readiness.ts';
import { isMonitored } from './services.ts';

export interface HealthCheck {
  service: ServiceId;
  run(): Promise<ProbeResult>;
}

interface CheckDeps {
  config: Config;
  clock: Clock;
  /** Only its freshness is read, so any source (simulated or a real exchange feed) plugs in. */
  market: Pick<MarketDataSource, 'lastUpdatedAt'>;
  /** This process's own origin, e.g. http://127.0.0.1:4321. */
  selfUrl: string;
  fetch?: typeof fetch;
}

export function marketCheck({ config, clock, market }: Pick<CheckDeps, 'config' | 'clock' | 'market'>): HealthCheck {
  return {
    service: 'market',
    async run() {
      const last = market.lastUpdatedAt();
      const now = clock.now();
      const status = freshnessStatus(last, now, {
        staleMs: config.HEALTH_MARKET_STALE_MS,
        downMs: config.HEALTH_MARKET_DOWN_MS,
      });
      // The feed's age stands in for latency: it is what degrades exchange latency.
      const ageMs = last ? Math.max(0, now.getTime() - last.getTime()) : null;
      return {
        status,
        latencyMs: null,
        detail: status === 'operational' ? null : `last price age ${ageMs ?? 'never'} ms`,
      };
    },
  };
}

/** The checks of every monitored service. */
export function createHealthChecks(deps: CheckDeps): HealthCheck[] {
  const { config, selfUrl } = deps;
  const probe = (url: string, accept?: (response: Response) => Promise<boolean>) =>
    probeUrl(url, {
      timeoutMs: config.HEALTH_CHECK_TIMEOUT_MS,
      slowMs: config.HEALTH_SLOW_MS,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
      ...(accept ? { accept } : {}),
    });
  const all: HealthCheck[] = [
    { service: 'app', run: () => probe(config.HEALTH_APP_URL ?? `${selfUrl}/`) },
    { service: 'api', run: () => probe(`${selfUrl}/api/health`, isReady) },
    { service: 'orchestrator', run: () => probe(config.HEALTH_ORCHESTRATOR_URL ?? '') },
    marketCheck(deps),
  ];
  return all.filter((check) => isMonitored(check.service, config));
}
