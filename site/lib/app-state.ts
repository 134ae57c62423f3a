/**
 * The footer badge's state (docs/product.md#header-and-footer): Online while GET
 * /api/status/summary answers and neither the App nor the API is down, Offline otherwise.
 * The summary holds the two statuses the status page's cards show, computed by the same code
 * (docs/decisions.md §9, §340), so every page asks for a few dozen bytes rather than the
 * page's whole report.
 */
import type { StatusSummary } from '@alpora/shared/schemas/status';

/** The footer status refreshes every 60 s; the status page uses the same pace. */
export const STATUS_REFRESH_MS = 60_000;
const SUMMARY_URL = '/api/status/summary';

export type AppState = 'online' | 'offline';

export async function fetchAppStatus(fetchImpl: typeof fetch = fetch): Promise<AppState> {
  try {
    const response = await fetchImpl(SUMMARY_URL, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return 'offline';
    const summary = (await response.json()) as Partial<StatusSummary> | null;
    if (typeof summary?.app !== 'string' || typeof summary.api !== 'string') return 'offline';
    return summary.app === 'down' || summary.api === 'down' ? 'offline' : 'online';
  } catch {
    return 'offline';
  }
}
