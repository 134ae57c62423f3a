// @vitest-environment jsdom
/**
 * A page view carries the campaign of the visit, and only after consent
 * (docs/back-office.md#campaign-report, docs/product.md#header-and-footer): the utm fields, never
 * the referrer.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { rememberCampaign } from '#site/islands/forms/campaign.ts';
import { startAnalytics } from './analytics.ts';

const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(null, { status: 202 });
  });
});
function arrive(path: string, referrer: string) {
  history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  arrive('/', '');
});

async function eventsSent(): Promise<unknown[]> {
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  return sent;
}

test("a page view carries the visit's utm source, medium and campaign, not the referrer", async () => {
  localStorage.setItem('cookieConsent', 'true');
  arrive('/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=q4-launch', 'https://news.example.com/a?u=ada');
  startAnalytics('stored-consent');
  expect(await eventsSent()).toEqual([
    {
      name: 'page_view',
      path: '/pricing',
      properties: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'q4-launch' },
    },
  ]);
});

test('a later page of the visit carries the campaign the landing page remembered', async () => {
  localStorage.setItem('cookieConsent', 'true');
  arrive('/?utm_source=linkedin&utm_campaign=q4-launch', '');
  rememberCampaign();
  arrive('/partners', '');
  startAnalytics('stored-consent');
  expect(await eventsSent()).toEqual([
    { name: 'page_view', path: '/partners', properties: { utm_source: 'linkedin', utm_campaign: 'q4-launch' } },
  ]);
});

test('a page view of direct traffic carries no properties', async () => {
  localStorage.setItem('cookieConsent', 'true');
  arrive('/pricing', '');
  startAnalytics('stored-consent');
  expect(await eventsSent()).toEqual([{ name: 'page_view', path: '/pricing' }]);
});

test('nothing is sent without consent, campaign or not', async () => {
  localStorage.setItem('cookieConsent', 'false');
  arrive('/?utm_campaign=q4-launch', '');
  startAnalytics('stored-consent');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sent).toEqual([]);
});
