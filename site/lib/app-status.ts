/** The app's state as the footer badge shows it (SPEC 2, 9). */
export type AppState = 'checking' | 'online' | 'offline';

/** SPEC 9: the footer status refreshes every 60 s. */
export const STATUS_REFRESH_MS = 60_000;

export async function fetchAppStatus(fetchImpl: typeof fetch = fetch): Promise<Exclude<AppState, 'checking'>> {
  try {
    const response = await fetchImpl('/api/health', {
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return 'offline';
    const body = (await response.json()) as { ready?: unknown };
    return body.ready === true ? 'online' : 'offline';
  } catch {
    return 'offline';
  }
}
