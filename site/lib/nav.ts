/**
 * The header's sections of the home page (docs/product.md#header-and-footer). Links always point at `/#anchor`, so they
 * scroll smoothly on the home page and navigate there from any other route.
 */
import type { Dictionary } from '#site/i18n/en.ts';

type HomeSection = 'hero' | 'who-for' | 'features' | 'security' | 'cta';

export function headerNav(t: Dictionary): { label: string; href: `/#${HomeSection}` }[] {
  return [
    { label: t.nav.home, href: '/#hero' },
    { label: t.nav.solutions, href: '/#who-for' },
    { label: t.nav.features, href: '/#features' },
    { label: t.nav.security, href: '/#security' },
    { label: t.nav.contact, href: '/#cta' },
  ];
}
