/**
 * Single sign-on in a browser (docs/decisions.md §105–§108): a server pointed at a test
 * OpenID Connect provider offers the button, the provider's page signs the person in, and the
 * browser lands on the dashboard with its token stored like after a password login; a server
 * without a provider offers no button.
 */
import { startOidcProvider, type TestOidcProvider } from '../api/src/testing/oidc-provider.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { screenshotWidths } from './support/screenshots.ts';
import { freePort, type RunningServer, startServer } from './support/server.ts';

let idp: TestOidcProvider;
let server: RunningServer;

test.beforeAll(async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  idp = await startOidcProvider({ redirectUris: [`${url}/api/auth/sso/callback`] });
  server = await startServer({
    port,
    env: { ...idp.env, SITE_URL: url, APP_URL: url, OIDC_BUTTON_LABEL: 'Sign in with Contoso' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await idp?.stop();
});

test('sign in with the organisation’s provider and land on the dashboard, signed in', async ({ page }) => {
  const id = Date.now().toString(36);
  idp.addAccount({ sub: `e2e-${id}`, email: `ada-${id}@contoso.example`, email_verified: true, given_name: 'Ada' });

  await page.goto(`${server.url}/login?next=%2Fdashboard`);
  await page.getByRole('link', { name: 'Sign in with Contoso' }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Email').fill(`ada-${id}@contoso.example`);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${server.url}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^[a-z2-7]{32}$/);
});

test('the login page offers the button above the password form, and says why a sign-in did not work', async ({
  page,
}) => {
  await page.goto(`${server.url}/login?sso_error=email_unverified`);
  await expect(page.getByRole('link', { name: 'Sign in with Contoso' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Log in with your password instead.');
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'login-sso-error');
  await page.goto(`${server.url}/login`);
  await expect(page.getByRole('link', { name: 'Sign in with Contoso' })).toBeVisible();
  await screenshotWidths(page, 'login-sso');
});

test('the session page of a sign-in that was already used says so and leads back to log in', async ({ page }) => {
  await page.goto(`${server.url}/login/sso-complete?next=%2Fdashboard`);
  await expect(page.getByText('This sign-in has expired or was already used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  await expectNoA11yViolations(page);
  await screenshotWidths(page, 'login-sso-complete-expired');
});

test('without a provider set up, the login page shows no single sign-on', async ({ page }) => {
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/sso'));
  await page.goto('/login');
  expect(await (await answer).json()).toEqual({ enabled: false });
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole('link', { name: /SSO|Sign in with/ })).toHaveCount(0);
});
