// @vitest-environment jsdom
/**
 * The stored cookie banner choice (docs/privacy.md#consent): it stands for the policy version
 * the page was built with and for 12 months, on an injected clock; the old 'true'/'false'
 * format stands for nothing; nothing is written before a choice, and later choices keep the
 * first one's random id.
 */
import { afterEach, describe, expect, test } from 'vitest';
import {
  CONSENT_LIFETIME_MONTHS,
  consentStands,
  currentConsent,
  parseStoredConsent,
  type StoredConsent,
  saveConsent,
} from './consent.ts';
import { DATA_MAP } from './data-map.ts';

const VISITOR = '5b0c6f2e-8d1a-4c3b-9e7f-2a4d6c8e0f13';
const stored = (overrides: Partial<StoredConsent> = {}) =>
  JSON.stringify({
    choice: 'accepted',
    version: '1.2',
    visitorId: VISITOR,
    at: '2026-03-31T10:00:00.000Z',
    ...overrides,
  });

/** Whether the stored value would keep the banner closed on a page of `version` at `now`. */
const stands = (value: string | null, version: string, now: Date) =>
  consentStands(parseStoredConsent(value), version, now);

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('whether a stored choice stands', () => {
  test.each([
    ['nothing stored', false, null],
    ['the old accepted', false, 'true'],
    ['the old declined', false, 'false'],
    ['not JSON', false, '{"choice":'],
    ['an unknown choice', false, stored({ choice: 'maybe' as never })],
    ['an unreadable time', false, stored({ at: 'yesterday' })],
    ['an older policy version', false, stored({ version: '1.1' })],
    ['a newer policy version', false, stored({ version: '1.3' })],
    ['a declined choice of this version', true, stored({ choice: 'declined' })],
    ['an accepted choice of this version', true, stored()],
  ])('%s: stands %s for a page of policy 1.2', (_case, standing, value) => {
    expect(stands(value, '1.2', new Date('2026-04-01T00:00:00.000Z'))).toBe(standing);
  });

  test.each([
    ['a day short of 12 months', true, '2027-03-30T10:00:00.000Z'],
    ['exactly 12 months', true, '2027-03-31T10:00:00.000Z'],
    ['12 months and a minute', false, '2027-03-31T10:01:00.000Z'],
    ['two years', false, '2028-03-31T10:00:00.000Z'],
  ])('a choice of 31 March 2026, %s later: stands %s', (_case, standing, now) => {
    expect(stands(stored(), '1.2', new Date(now))).toBe(standing);
  });

  test('a choice of 29 February stands until 1 March a year later, the next year having no 29th', () => {
    const leapDay = stored({ at: '2028-02-29T12:00:00.000Z' });
    expect(stands(leapDay, '1.2', new Date('2029-02-28T23:59:00.000Z'))).toBe(true);
    expect(stands(leapDay, '1.2', new Date('2029-03-01T00:01:00.000Z'))).toBe(false);
  });

  test("the lifetime is the data map's for cookieConsent, as the privacy policy states it", () => {
    const entry = DATA_MAP.browserStorage.find((item) => item.key === 'cookieConsent');
    expect(entry?.lifetime).toMatch(new RegExp(`^${CONSENT_LIFETIME_MONTHS} months\\b`));
  });
});

describe('saving a choice', () => {
  test('nothing is in storage before a choice, and the first choice makes a random visitor id', () => {
    expect(localStorage.length).toBe(0);
    const now = new Date('2026-11-24T08:00:00.000Z');
    const saved = saveConsent('accepted', '1.2', now);
    expect(saved.visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseStoredConsent(localStorage.getItem('cookieConsent'))).toEqual({
      choice: 'accepted',
      version: '1.2',
      visitorId: saved.visitorId,
      at: '2026-11-24T08:00:00.000Z',
    });
  });

  test('a later choice keeps the visitor id, so its record joins the earlier ones', () => {
    const first = saveConsent('accepted', '1.2', new Date('2026-11-24T08:00:00.000Z'));
    const second = saveConsent('declined', '1.3', new Date('2026-12-01T08:00:00.000Z'));
    expect(second).toEqual({
      choice: 'declined',
      version: '1.3',
      visitorId: first.visitorId,
      at: '2026-12-01T08:00:00.000Z',
    });
  });

  test('a choice after the old format gets a new visitor id', () => {
    localStorage.setItem('cookieConsent', 'true');
    expect(saveConsent('declined', '1.2', new Date()).visitorId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('two browsers choosing get two different ids', () => {
    const a = saveConsent('accepted', '1.2', new Date()).visitorId;
    localStorage.clear();
    const b = saveConsent('accepted', '1.2', new Date()).visitorId;
    expect(a).not.toBe(b);
  });
});

describe("the page's policy version", () => {
  test('comes from the banner the page was built with; a page without one has no current choice', () => {
    // Chosen now: only the version decides.
    localStorage.setItem('cookieConsent', stored({ at: new Date().toISOString() }));
    expect(currentConsent()).toBeNull();
    document.body.innerHTML = '<cookie-banner data-policy-version="1.2"></cookie-banner>';
    expect(currentConsent()?.visitorId).toBe(VISITOR);
    document.body.innerHTML = '<cookie-banner data-policy-version="1.3"></cookie-banner>';
    expect(currentConsent()).toBeNull();
  });
});
