// @vitest-environment jsdom
/**
 * A lead's referrer is another site's, never one of ours (docs/product.md#leads): the pages our
 * emails link to are reached from a URL with a live token, and a lead sent after them must not
 * store that URL.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { currentCampaign, rememberCampaign } from './campaign.ts';

function arrive(path: string, referrer: string) {
  history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
}

afterEach(() => {
  sessionStorage.clear();
  arrive('/', '');
});

describe('currentCampaign', () => {
  test('leaves out a referrer of our own, such as an email link with its token', () => {
    arrive(
      '/email/confirmed/updates',
      `${location.origin}/email/confirm?token=Jq3xR0bN7vYk2mWc9sTfLd4hPzE8aUgQ1oXiB6nK5yV`,
    );
    expect(currentCampaign()).toEqual({});
  });

  test("keeps another site's referrer", () => {
    arrive('/pricing', 'https://news.example.com/issue-12');
    expect(currentCampaign()).toEqual({ referrer: 'https://news.example.com/issue-12' });
  });

  test("keeps the outside referrer remembered on landing over this page's own", () => {
    arrive('/?utm_source=newsletter', 'https://news.example.com/issue-12');
    rememberCampaign();
    arrive('/email/unsubscribed/updates', `${location.origin}/email/unsubscribe?token=abc`);
    expect(currentCampaign()).toEqual({ utm_source: 'newsletter', referrer: 'https://news.example.com/issue-12' });
  });

  test('leaves out a referrer that is not a URL', () => {
    arrive('/pricing', 'not a url');
    expect(currentCampaign()).toEqual({});
  });
});
