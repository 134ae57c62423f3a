/**
 * The consent notices a lead form shows now (@alpora/shared/consent-notices, docs/privacy.md#leads):
 * the words rendered and the version sent come from the same registry entry, so the version
 * stored with a lead always names the words the visitor read. A form shows the notice of its
 * page's language (docs/decisions.md §321): the language being rendered at build time, the
 * page's `<html lang>` in the browser, so the hydrated form and the lead it sends name the same
 * words as the page it came with.
 *
 * @example leadNotice('waitlist').version // 'en-waitlist-2026-11-24' on /, 'fr-waitlist-2026-11-24' on /fr
 * @example updatesBox('plan', 'de').words[0] // 'Senden Sie mir Produktneuigkeiten per E-Mail'
 */
import { type ConsentNotice, currentConsentNotice } from '@alpora/shared/consent-notices';
import type { Locale } from '@alpora/shared/locales';
import type { LeadKind } from '@alpora/shared/schemas/leads';
import { currentLocale } from '#site/i18n/index.ts';
import { documentLocale } from '#site/lib/document-locale.ts';

/** The kinds whose form has the optional product updates box. */
export type UpdatesKind = Extract<LeadKind, 'waitlist' | 'plan' | 'one-pager'>;

/** The language of the page the form is on. */
export function noticeLocale(): Locale {
  return documentLocale() ?? currentLocale();
}

function current(purpose: ConsentNotice['purpose'], kind: LeadKind, locale: Locale): ConsentNotice {
  const notice = currentConsentNotice(purpose, kind, locale);
  // The registry's test proves every kind has its notice in every language; this only satisfies the types.
  if (!notice) throw new Error(`No current ${purpose} notice for the ${kind} form in ${locale}`);
  return notice;
}

/** The notice next to the form's button: why we store its details. */
export function leadNotice(kind: LeadKind, locale: Locale = noticeLocale()): ConsentNotice {
  return current('lead', kind, locale);
}

/** The "product updates by email" box of the waitlist, plan and one-pager forms: label, then hint. */
export function updatesBox(kind: UpdatesKind, locale: Locale = noticeLocale()): ConsentNotice {
  return current('updates', kind, locale);
}
