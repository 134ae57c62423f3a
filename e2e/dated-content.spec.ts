/**
 * Dated content and simulated data as a reader meets them (docs/claims.md#dated-content,
 * #simulated-market-data): the roadmap promises nothing for a period already over, /partners
 * recruits for a cohort that has not started and says applications are closed once it has (an
 * application posted after the start shows the server's refusal, not thanks), and the dashboard's Markets tab says its prices
 * are simulated. Screenshots at 390 and 1280 px for a person to look at.
 */
import { DESIGN_PARTNER_COHORT } from '@alpora/shared/design-partner-cohort';
import { periodOf } from '@alpora/shared/periods';
import { signInAsNewUser } from './support/accounts.ts';
import { chooseCookies } from './support/consent.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';

// The banner would cover the screenshots.
test.beforeEach(async ({ page }) => {
  await chooseCookies(page, 'declined');
});

test('the roadmap plans nothing for a period that is over', async ({ page }) => {
  await page.goto('/roadmap');
  const milestones = page.locator('ol > li');
  await expect(milestones.first()).toBeVisible();
  const now = Date.now();
  for (const milestone of await milestones.all()) {
    const period = ((await milestone.locator('[data-period]').textContent()) ?? '').trim();
    const status = ((await milestone.locator('[data-status]').textContent()) ?? '').trim();
    const ends = periodOf(period)?.ends.getTime();
    expect(ends, `"${period}" is a period`).toBeDefined();
    if (status !== 'Done') expect(now, `${period} is still ${status}`).toBeLessThan((ends ?? 0) + 86_400_000);
  }
  await expect(
    page.getByText(`The ${DESIGN_PARTNER_COHORT.name} cohort takes ${DESIGN_PARTNER_COHORT.seats} design partners.`),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'roadmap');
});

test('/partners recruits for a cohort that has not started', async ({ page, request }) => {
  await page.goto('/partners');
  expect(Date.now()).toBeLessThan(DESIGN_PARTNER_COHORT.starts.getTime());
  await expect(page.getByText(`Cohort ${DESIGN_PARTNER_COHORT.name}`)).toBeVisible();
  // Other specs share this server and may have accepted a partner: the counter shows the live count.
  const seats = await (await request.get('/api/partners/seats')).json();
  expect(seats).toMatchObject({
    cohort: DESIGN_PARTNER_COHORT.name,
    total: DESIGN_PARTNER_COHORT.seats,
    recruiting: true,
  });
  await expect(page.getByText(`${seats.left} of ${DESIGN_PARTNER_COHORT.seats} seats left`)).toBeVisible();
  await screenshotWidths(page, 'partners');
});

test('/partners, still served once its cohort started, shows applications closed instead of the form', async ({
  page,
}) => {
  const { name, seats } = DESIGN_PARTNER_COHORT;
  await page.route('**/api/partners/seats', (route) =>
    route.fulfill({ json: { cohort: name, total: seats, taken: 2, left: 3, recruiting: false } }),
  );
  await page.goto('/partners');
  const apply = page.locator('#apply');
  await expect(apply.getByText('Applications for this cohort are closed')).toBeVisible();
  await expect(apply.getByRole('link', { name: 'Write to us to hear about the next cohort' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(apply.getByRole('button', { name: 'Apply as a design partner' })).toBeHidden();
  await expect(page.locator('partner-seats')).toContainText('Applications for this cohort are closed');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'partners-closed');
});

test('/partners, loaded before its cohort started, shows the refusal of an application posted after the start', async ({
  page,
}) => {
  const { name, seats } = DESIGN_PARTNER_COHORT;
  const refusal = `Applications for the ${name} design-partner cohort closed when it started. Write to us through the contact form to hear about the next one.`;
  await page.route('**/api/partners/seats', (route) =>
    route.fulfill({ json: { cohort: name, total: seats, taken: 0, left: seats, recruiting: true } }),
  );
  await page.route('**/api/leads', (route) =>
    route.fulfill({ status: 409, json: { error: { code: 'cohort_started', message: refusal } } }),
  );
  await page.goto('/partners');
  const form = page.getByRole('form', { name: 'Apply for the programme' });
  await form.getByLabel('Company name').fill('Langley Capital');
  await form.getByLabel('Your role').fill('Head of Execution');
  for (const label of ['Primary use case', 'Monthly trading volume', 'Implementation timeline'])
    await form.getByLabel(label).selectOption({ index: 1 });
  await form.getByLabel('Contact email').fill('desk@langley.example');
  await form.getByRole('button', { name: 'Apply as a design partner' }).click();

  await expect(form.getByRole('alert')).toHaveText(refusal);
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeHidden();
  // What was typed stays, to be copied into the contact form.
  await expect(form.getByLabel('Company name')).toHaveValue('Langley Capital');
  await expect(form.getByLabel('Contact email')).toHaveValue('desk@langley.example');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'partners-refused');
});

test('the Markets tab says its prices come from the built-in simulated feed', async ({ page }) => {
  await signInAsNewUser(page);
  await page.goto('/dashboard');
  const source = page.getByTestId('price-source');
  await expect(source).toContainText('Simulated prices');
  await expect(source).toContainText('Built-in simulated feed: not prices from any venue');
  await expect(page.locator('[data-symbol="BTC-USD"] [data-testid="market-price"]')).toHaveText(/\$/);
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'dashboard-markets', page.getByRole('tabpanel'));
});
