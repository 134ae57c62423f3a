/**
 * Network control for the end-to-end tests: hold matching requests until the test has seen the
 * page's waiting state, and record the requests a page sends to one endpoint.
 *
 * @example const release = await holdRequests(page, /\/api\/leads$/); ...; release();
 */
import type { Page, Request } from '@playwright/test';

/** Holds every request matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Every request the page sends whose URL ends with `suffix`, from now on. */
export function recordRequests(page: Page, suffix: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(suffix)) requests.push(request);
  });
  return requests;
}
