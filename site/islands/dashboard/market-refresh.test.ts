/**
 * The dashboard's market refresh against the register (docs/claims.md#the-build-check): the pages
 * state "every 30 seconds" from content/claims.yaml, the dashboard refetches every
 * MARKET_REFRESH_MS; one changed without the other fails here.
 */
import { claimOf } from '@alpora/shared/claims';
import { expect, test } from 'vitest';
import { CLAIMS } from '#site/lib/claims.ts';
import { MARKET_REFRESH_MS } from './use-trading-data.ts';

// claim: market-refresh
test('the dashboard refreshes market prices as often as the register states', () => {
  expect(claimOf(CLAIMS, 'market-refresh').value).toBe(`${MARKET_REFRESH_MS / 1000} seconds`);
});
