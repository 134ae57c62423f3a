/**
 * The test fixtures every end-to-end test imports instead of @playwright/test:
 * - `expectNoA11yViolations(page)`: axe-core over the page (WCAG 2.2 A/AA);
 * - `consoleErrors`: every console error and page error of the test, for assertions;
 * - `server`: a private production server (for tests that stop or kill it).
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { type RunningServer, startServer } from './server.ts';

export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

export const test = base.extend<{ consoleErrors: string[]; server: RunningServer }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures name their dependencies by destructuring
  server: async ({}, use) => {
    const server = await startServer();
    await use(server);
    await server.stop();
  },
});

export { expect };
