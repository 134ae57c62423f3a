/**
 * The /status page's report: GET /api/status. The footer badge reads the App's and the API's
 * statuses alone from the summary the same code computes (./app-state.ts, docs/decisions.md §9,
 * §340).
 */
import type { StatusResponse } from '@alpora/shared/schemas/status';
import { normalizeStatus, overallStatus } from '@alpora/shared/status';

export { STATUS_REFRESH_MS } from './app-state.ts';

const STATUS_URL = '/api/status';

/**
 * The report with the status values' rule applied again in the browser: any status value this build
 * does not know is unknown, and the banner is recomputed from what is left.
 */
function normalizeReport(report: StatusResponse): StatusResponse {
  const services = report.services.map((service) => ({ ...service, status: normalizeStatus(service.status) }));
  const monitored = services.filter((service) => service.monitored);
  return { ...report, services, overall: overallStatus(monitored.map((service) => service.status)) };
}

/** The report, or null when the API does not answer (the page then says so). */
export async function fetchStatusReport(fetchImpl: typeof fetch = fetch): Promise<StatusResponse | null> {
  try {
    const response = await fetchImpl(STATUS_URL, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return null;
    const report = (await response.json()) as StatusResponse;
    return Array.isArray(report?.services) ? normalizeReport(report) : null;
  } catch {
    return null;
  }
}
