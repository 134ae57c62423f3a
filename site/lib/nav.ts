/**
 * The header's sections of the home page (docs/product.md#header-and-footer). Links always point at `/#anchor`
 * (`/de#anchor` in German), so they scroll smoothly on the home page and navigate there from any other route.
 */
import type { Locale } from '@alpora/shared/locales';
import type { Dictionary } from '#site/i18n/en.ts';
import { currentLocale } from '#site/i18n/index.ts';
import { localizedHref } from './localized-href.ts';

type HomeSection = 'hero' | 'who-for' | 'features' | 'security' | 'cta';

export function headerNav(t: Dictionary, locale: Locale = currentLocale()): { label: string; href: string }[] {
  const links: { label: string; href: `/#${HomeSection}` }[] = [
    { label: t.nav.home, href: '/#hero' },
    { label: t.nav.solutions, href: '/#who-for' },
    { label: t.nav.features, href: '/#features' },
    { label: t.nav.security, href: '/#security' },
    { label: t.nav.contact, href: '/#cta' },
  ];
  return links.map((link) => ({ ...link, href: localizedHref(link.href, locale) }));
}
