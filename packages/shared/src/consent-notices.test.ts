import { describe, expect, test } from 'vitest';
import { CONSENT_NOTICES, consentNoticeText, currentConsentNotice, findConsentNotice } from './consent-notices.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';
import { LEAD_KINDS, leadMeta } from './schemas/leads.ts';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const current = CONSENT_NOTICES.filter((n) => !n.retired);

describe('the consent notices', () => {
  test.each(LOCALES.flatMap((locale) => LEAD_KINDS.map((kind) => [kind, locale] as const)))(
    'the %s form in %s shows exactly one current notice next to its button',
    (kind, locale) => {
      const shown = current.filter((n) => n.purpose === 'lead' && n.locale === locale && n.forms.includes(kind));
      expect(shown).toHaveLength(1);
      expect(currentConsentNotice('lead', kind, locale)).toBe(shown[0]);
    },
  );

  test.each(LOCALES)(
    'in %s the waitlist, plan and one-pager forms share one current product updates box; no other form has one',
    (locale) => {
      const forms = LEAD_KINDS.filter((kind) => currentConsentNotice('updates', kind, locale));
      expect(forms).toEqual(['waitlist', 'one-pager', 'plan']);
      expect(new Set(forms.map((kind) => currentConsentNotice('updates', kind, locale)?.version)).size).toBe(1);
    },
  );

  // docs/decisions.md §321: a form on a German page never shows English consent words.
  test.each(
    current
      .filter((n) => n.locale === DEFAULT_LOCALE)
      .flatMap((english) => OTHER_LOCALES.map((locale) => [english.version, locale, english] as const)),
  )('the current English notice %s has one current notice in %s for the same forms', (_version, locale, english) => {
    const translations = current.filter((n) => n.locale === locale && n.purpose === english.purpose);
    const [translation, ...more] = translations.filter((n) => n.forms.some((form) => english.forms.includes(form)));
    expect(more).toEqual([]);
    expect(translation?.version).toBe(`${locale}-${english.version.slice(`${DEFAULT_LOCALE}-`.length)}`);
    expect(translation?.forms).toEqual(english.forms);
    expect(translation?.words).toHaveLength(english.words.length);
    expect(Boolean(translation?.link)).toBe(Boolean(english.link));
  });

  test.each(current.filter((n) => n.locale !== DEFAULT_LOCALE).map((n) => [n.version, n] as const))(
    'the current notice %s translates a current English notice, and its words are not English',
    (_version, notice) => {
      const english = current.find(
        (n) => n.locale === DEFAULT_LOCALE && `${notice.locale}-${n.version.slice(3)}` === notice.version,
      );
      expect(english?.purpose).toBe(notice.purpose);
      for (const [i, part] of notice.words.entries()) expect(part).not.toBe(english?.words[i]);
      expect(consentNoticeText(notice)).not.toMatch(/\b(the|your|our|we|you)\b/i);
      if (notice.locale === 'de') expect(consentNoticeText(notice)).not.toContain('ß');
    },
  );

  test('every version starts with the language of its words', () => {
    for (const notice of CONSENT_NOTICES) expect(notice.version.startsWith(`${notice.locale}-`)).toBe(true);
  });

  test('a version names one text per form, so a stored version always tells what was shown', () => {
    const pairs = CONSENT_NOTICES.flatMap((n) => n.forms.map((form) => `${n.purpose} ${form} ${n.version}`));
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  test.each(CONSENT_NOTICES.map((n) => [n.version, n.forms.join(', '), n] as const))(
    '%s (%s) fits the consent record and holds the words it links',
    (_version, _forms, notice) => {
      expect(leadMeta.consentVersion.safeParse(notice.version).success).toBe(true);
      if (notice.link) expect(consentNoticeText(notice)).toContain(notice.link);
      expect(notice.words.every((part) => part.trim() === part && part.length > 0)).toBe(true);
    },
  );

  test('the waitlist asks for consent to run it and invite, and the plan speaks of the steps before a contract', () => {
    const words = (form: 'waitlist' | 'plan') => {
      const notice = currentConsentNotice('lead', form, 'en');
      return notice ? consentNoticeText(notice) : '';
    };
    expect(words('waitlist')).toMatch(/consent.*waitlist.*invitation/s);
    expect(words('plan')).toMatch(/before any contract/);
  });

  test('a retired version is still found for the forms that showed it, and not for others', () => {
    expect(findConsentNotice('lead', 'waitlist', 'en-2025-07-23')?.retired).toBe(true);
    expect(findConsentNotice('updates', 'waitlist', 'en-updates-2026-11-22')?.words[0]).toMatch(/^Joining asks us/);
    expect(findConsentNotice('updates', 'contact', 'en-updates-2026-11-22')).toBeUndefined();
    expect(findConsentNotice('lead', 'contact', 'en-plan-2026-11-24')).toBeUndefined();
  });

  test("another language's version is found for its forms, in its words, and not for another form", () => {
    expect(findConsentNotice('lead', 'waitlist', 'fr-waitlist-2026-11-24')?.words[0]).toMatch(/^En vous inscrivant/);
    expect(findConsentNotice('updates', 'one-pager', 'de-updates-2026-11-24')?.locale).toBe('de');
    expect(findConsentNotice('lead', 'contact', 'fr-waitlist-2026-11-24')).toBeUndefined();
    expect(findConsentNotice('lead', 'waitlist', 'it-2025-07-23')).toBeUndefined();
  });
});
