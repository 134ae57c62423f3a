/**
 * The services of the status page (docs/product.md#status-page), in its order. A module of its
 * own, apart from the status arithmetic and the schemas, so a page's script gets the list
 * without zod, and the footer's status badge, which needs only the arithmetic, not the list.
 */
import { SIMULATED_MARKET_SOURCE } from './market-source.ts';
import type { ServiceId } from './schemas/status.ts';

export const STATUS_SERVICES: readonly { id: ServiceId; name: string; description: string }[] = [
  { id: 'app', name: 'App', description: 'Website and client dashboard' },
  { id: 'api', name: 'API', description: 'REST API, sign-in and account data' },
  { id: 'orchestrator', name: 'Orchestrator', description: 'Strategy execution and order routing' },
  // The built-in simulated feed is the only market source there is: the card says so
  // (docs/claims.md#simulated-market-data), never that prices come from venues.
  { id: 'market', name: 'Market Aggregator', description: SIMULATED_MARKET_SOURCE.note },
];
