// @vitest-environment jsdom
/**
 * The cookie banner arrives visible with its buttons disabled (docs/decisions.md §346): its
 * element enables them, and hides the banner when a choice stands for the page's version.
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { defineCookieBanner } from './cookie-banner.ts';

const startAnalytics = vi.fn();

// The suite shares one registry between files: another file's import may have defined it.
beforeAll(() => {
  if (!customElements.get('cookie-banner')) defineCookieBanner(startAnalytics);
});

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
});

function banner(): HTMLElement {
  document.body.innerHTML = `<cookie-banner data-policy-version="1.3"><section>
    <button type="button" data-consent="declined" disabled>Decline</button>
    <button type="button" data-consent="accepted" disabled>Accept</button>
  </section></cookie-banner>`;
  const element = document.querySelector<HTMLElement>('cookie-banner');
  if (!element) throw new Error('no banner');
  return element;
}

describe('the cookie banner', () => {
  test('with no choice stored it stays shown and its buttons work', () => {
    const element = banner();
    expect(element.hidden).toBe(false);
    const buttons = [...element.querySelectorAll('button')];
    expect(buttons.map((button) => button.disabled)).toEqual([false, false]);
    buttons[0]?.click();
    expect(element.hidden).toBe(true);
    expect(JSON.parse(localStorage.getItem('cookieConsent') ?? '{}')).toMatchObject({
      choice: 'declined',
      version: '1.3',
    });
  });

  test('with a standing choice for this version it is hidden', () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        choice: 'declined',
        version: '1.3',
        visitorId: crypto.randomUUID(),
        at: new Date().toISOString(),
      }),
    );
    expect(banner().hidden).toBe(true);
  });

  test('a choice for an earlier version asks again', () => {
    localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        choice: 'declined',
        version: '1.2',
        visitorId: crypto.randomUUID(),
        at: new Date().toISOString(),
      }),
    );
    expect(banner().hidden).toBe(false);
  });
});
