// @vitest-environment jsdom
/**
 * A page view carries the campaign of the visit, and only after consent
 * (docs/back-office.md#campaign-report, docs/product.md#header-and-footer): the utm fields, never
 * the referrer. Consent is read at every send: a withdrawal stops what is queued too
 * (docs/privacy.md#consent).
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { rememberCampaign } from '#site/islands/forms/campaign.ts';
import { startAnalytics, track } from './analytics.ts';
import { saveConsent } from './consent.ts';

const sent: unknown[] = [];

/** The policy version of the page under test, as its banner carries it. */
const VERSION = '1.2';

function choose(choice: 'accepted' | 'declined') {
  saveConsent(choice, VERSION, new Date());
}

beforeEach(() => {
  sent.length = 0;
  document.body.innerHTML = `<cookie-banner data-policy-version="${VERSION}"></cookie-banner>`;
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
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  arrive('/', '');
});

async function eventsSent(): Promise<unknown[]> {
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  return sent;
}

test("a page view carries the visit's utm source, medium and campaign, not the referrer", async () => {
  choose('accepted');
  arrive('/pricing?utm_source=newsletter&utm_medium=email&utm_campaign=q4-launch', 'https://news.example.com/a?u=ada');
  startAnalytics();
  expect(await eventsSent()).toEqual([
    {
      name: 'page_view',
      path: '/pricing',
      properties: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'q4-launch' },
    },
  ]);
});

test('a later page of the visit carries the campaign the landing page remembered', async () => {
  choose('accepted');
  arrive('/?utm_source=linkedin&utm_campaign=q4-launch', '');
  rememberCampaign();
  arrive('/partners', '');
  startAnalytics();
  expect(await eventsSent()).toEqual([
    { name: 'page_view', path: '/partners', properties: { utm_source: 'linkedin', utm_campaign: 'q4-launch' } },
  ]);
});

test('a page view of direct traffic carries no properties', async () => {
  choose('accepted');
  arrive('/pricing', '');
  startAnalytics();
  expect(await eventsSent()).toEqual([{ name: 'page_view', path: '/pricing' }]);
});

test('nothing is sent without consent, campaign or not', async () => {
  choose('declined');
  arrive('/?utm_campaign=q4-launch', '');
  startAnalytics();
  await settle();
  expect(sent).toEqual([]);
});

/** Lets the sender's import and every pending send settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('an event tracked before a withdrawal but not yet sent is dropped, and none is sent after it', async () => {
  choose('accepted');
  arrive('/pricing', '');
  // The sender loads asynchronously: this event is still queued when the visitor declines.
  track('sample_download', { file: 'monthly-performance.pdf' });
  choose('declined');
  track('page_view');
  await settle();
  expect(sent).toEqual([]);
});

test('a withdrawal after events were sent stops every later one', async () => {
  choose('accepted');
  arrive('/pricing', '');
  startAnalytics();
  expect(await eventsSent()).toEqual([{ name: 'page_view', path: '/pricing' }]);
  choose('declined');
  track('sample_download', { file: 'monthly-performance.pdf' });
  startAnalytics();
  await settle();
  expect(sent).toEqual([{ name: 'page_view', path: '/pricing' }]);
});

test.each([
  ['the old accepted value', () => localStorage.setItem('cookieConsent', 'true')],
  ['an accepted choice of an older policy', () => saveConsent('accepted', '1.1', new Date())],
  ['an accepted choice of more than 12 months ago', () => saveConsent('accepted', VERSION, new Date('2020-01-01'))],
])('nothing is sent on %s', async (_case, store) => {
  store();
  startAnalytics();
  await settle();
  expect(sent).toEqual([]);
});
