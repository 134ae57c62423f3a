import { describe, expect, test } from 'vitest';
import { CONSENT_NOTICES, consentNoticeText, currentConsentNotice, findConsentNotice } from './consent-notices.ts';
import { LEAD_KINDS, leadMeta } from './schemas/leads.ts';

describe('the consent notices', () => {
  test.each(LEAD_KINDS)('the %s form shows exactly one current notice next to its button', (kind) => {
    const current = CONSENT_NOTICES.filter((n) => n.purpose === 'lead' && !n.retired && n.forms.includes(kind));
    expect(current).toHaveLength(1);
    expect(currentConsentNotice('lead', kind)).toBe(current[0]);
  });

  test('the waitlist, plan and one-pager forms share one current product updates box; no other form has one', () => {
    const forms = LEAD_KINDS.filter((kind) => currentConsentNotice('updates', kind));
    expect(forms).toEqual(['waitlist', 'one-pager', 'plan']);
    expect(new Set(forms.map((kind) => currentConsentNotice('updates', kind)?.version)).size).toBe(1);
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
      const notice = currentConsentNotice('lead', form);
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
});
