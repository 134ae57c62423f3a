/**
 * The home page's sections (docs/product.md#home-page): order and anchors, navigation from
 * another route, the calls to action, structured data, and page hygiene (one island,
 * sized lazy pictures, no layout shift, axe).
 */
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

const SECTIONS = ['hero', 'tour', 'who-for', 'how-it-works', 'features', 'security', 'pricing', 'cta'];

test('the sections come in their documented order, each with a heading', async ({ page }) => {
  await page.goto('/');
  const ids = await page.locator('main > section[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids).toEqual(SECTIONS);
  for (const id of SECTIONS.slice(1)) {
    await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toHaveCount(1);
  }
});

test.describe('anchor navigation from another route', () => {
  for (const [label, id] of [
    ['Solutions', 'who-for'],
    ['Features', 'features'],
    ['Security', 'security'],
    ['Contact', 'cta'],
  ] as const) {
    test(`${label} opens /#${id} and lands 80 px below the top`, async ({ page }) => {
      await page.goto('/no-such-page');
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      // Scrolling snaps to whole pixels, so a section whose top sits on a half pixel lands within
      // a pixel of its 80 px scroll margin.
      await expect
        .poll(() =>
          page.evaluate(
            (anchor) => Math.abs((document.getElementById(anchor)?.getBoundingClientRect().top ?? 0) - 80),
            id,
          ),
        )
        .toBeLessThanOrEqual(1);
    });
  }
});

test('the closing call to action opens the demo and one-pager through the modal controller', async ({ page }) => {
  await page.goto('/');
  const cta = page.locator('#cta');
  await expect(cta.getByRole('button', { name: 'Book a 20-min demo' })).toHaveAttribute('data-open-modal', 'demo');
  await expect(cta.getByRole('button', { name: 'Get the one-pager' })).toHaveAttribute('data-open-modal', 'one-pager');
  await cta.getByRole('button', { name: 'Get the one-pager' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('security and pricing FAQs are published as one FAQPage', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'FAQPage');
  expect(faq?.mainEntity).toHaveLength(10);
  expect(faq?.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'Can Alpora withdraw or move our funds?' });
});

test.describe('hygiene', () => {
  test('React loads only when the tour scrolls into view, and it is the only island', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /Carousel|react|client\./.test(url))).toEqual([]);
    await expect(page.locator('astro-island')).toHaveCount(1);
    await expect(page.locator('astro-island')).toHaveAttribute('component-url', /Carousel/);
    await expect(page.locator('astro-island')).toHaveAttribute('client', 'visible');
    await page.locator('#tour').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => /Carousel/.test(url))).toBe(true);
  });

  test('every picture is sized and lazy, and nothing shifts while the page is read', async ({ page }) => {
    await page.goto('/');
    for (const image of await page.locator('main img').all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
            resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 1000);
        }),
    );
    expect(shift).toBeLessThan(0.02);
  });

  test('axe finds no violations on the home page, desktop', async ({ page, consoleErrors }) => {
    // axe over a long page with every accordion open is slow on a shared machine.
    test.setTimeout(90_000);
    await page.goto('/');
    await page.locator('#tour').scrollIntoViewIfNeeded();
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute('data-hydrated', 'true');
    for (const details of await page.locator('main details').all()) await details.locator('summary').click();
    await expectNoA11yViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('axe finds no violations on the home page, mobile', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    for (const details of await page.locator('#pricing details').all()) await details.locator('summary').click();
    // Nothing, not even the open comparison table, makes the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
  });
});
