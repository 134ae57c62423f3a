/**
 * What a page shows for an API refusal (docs/decisions.md §299): the API's own words on an
 * English page, the dictionary's words for the code on a page in another language, with the
 * Retry-After wait in that language, and the island's fallback for a code it does not know.
 */
import { ApiRequestError } from '@alpora/shared/api-client';
import { afterEach, describe, expect, test } from 'vitest';
import { refusals as germanRefusals } from '#site/i18n/de/refusals.ts';
import { setRenderLocale } from '#site/i18n/index.ts';
import { refusalText } from './api-refusal.ts';

/** Shows the page in a language, as a page does before it renders. */
function showPageIn(locale: 'en' | 'de') {
  setRenderLocale(locale);
}

afterEach(() => {
  showPageIn('en');
});

function refused(status: number, code: string, message: string, retryAfter?: string): ApiRequestError {
  return new ApiRequestError(status, '', JSON.stringify({ error: { code, message } }), retryAfter);
}

const closed = refused(409, 'cohort_started', 'Applications for the Q1 2027 design-partner cohort closed.');
const tooMany = refused(429, 'rate_limited', 'Too many login attempts. Please try again in 57 minutes.', '3402');

describe('refusalText', () => {
  test("an English page shows the API's own words", () => {
    expect(refusalText(closed, 'Fallback')).toBe('Applications for the Q1 2027 design-partner cohort closed.');
    expect(refusalText(tooMany, 'Fallback')).toBe('Too many login attempts. Please try again in 57 minutes.');
  });

  test("a German page shows the dictionary's words for the code", () => {
    showPageIn('de');
    expect(refusalText(closed, 'Fallback')).toBe(germanRefusals.refusals.cohort_started);
    expect(refusalText(tooMany, 'Fallback')).toBe('Zu viele Versuche. Bitte versuchen Sie es in 57 Minuten erneut.');
    expect(refusalText(refused(429, 'rate_limited', 'Too many.'), 'Fallback')).toBe(
      germanRefusals.refusals.rateLimitedLater,
    );
  });

  test("a code the dictionary does not know, or no answer at all, shows the island's fallback", () => {
    showPageIn('de');
    expect(refusalText(refused(409, 'something_new', 'Something new.'), 'Das ging nicht.')).toBe('Das ging nicht.');
    expect(refusalText(new TypeError('Failed to fetch'), 'Das ging nicht.')).toBe('Das ging nicht.');
    showPageIn('en');
    expect(refusalText(new TypeError('Failed to fetch'), 'That did not work.')).toBe('That did not work.');
  });
});
