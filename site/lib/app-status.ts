/**
 * One source for the footer badge and the /status page (docs/decisions.md §9): both
 * read GET /api/status. The badge is Online while the API answers and neither the App nor
 * the API is down, Offline otherwise, and Checking until the first answer.
 */
import type { StatusResponse } from '@alpora/shared/schemas/status';
import { normalizeStatus, overallStatus } from '@alpora/shared/status';

type AppState = 'checking' | 'online' | 'offline';

/** The footer status refreshes every 60 s; the status page uses the same pace. */
export const STATUS_REFRESH_MS = 60_000;
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

function appStateFrom(report: StatusResponse | null): Exclude<AppState, 'checking'> {
  if (!report) return 'offline';
  const down = report.services.some(
    (service) => (service.id === 'app' || service.id === 'api') && service.status === 'down',
  );
  return down ? 'offline' : 'online';
}

export async function fetchAppStatus(fetchImpl: typeof fetch = fetch): Promise<Exclude<AppState, 'checking'>> {
  return appStateFrom(await fetchStatusReport(fetchImpl));
}
