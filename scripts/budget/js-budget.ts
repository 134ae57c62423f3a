/**
 * The JavaScript budget of the built site (issue: foundation, item 5; issue: speed). Pages
 * not listed in `interactivePages` are content pages: no framework runtime before
 * interaction and at most 6 KB of gzipped JavaScript.
 */
export const CONTENT_PAGE_MAX_GZIP_BYTES = 6 * 1024;

/** Pages whose first load may hydrate islands, with their gzipped first-load JS budget. */
export const interactivePages: Record<string, number> = {
  '/': 70 * 1024,
  '/roi': 70 * 1024,
  '/status': 70 * 1024,
  '/login': 90 * 1024,
  '/register': 90 * 1024,
  '/dashboard': 160 * 1024,
  '/contact': 70 * 1024,
  '/partners': 70 * 1024,
};

export function budgetFor(route: string): { maxGzipBytes: number; reactAllowed: boolean } {
  const interactive = interactivePages[route];
  return interactive === undefined
    ? { maxGzipBytes: CONTENT_PAGE_MAX_GZIP_BYTES, reactAllowed: false }
    : { maxGzipBytes: interactive, reactAllowed: true };
}
