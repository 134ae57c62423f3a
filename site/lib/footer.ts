/**
 * The footer's link columns (docs/product.md#header-and-footer). Every indexed page of
 * site/routes.ts is linked from here or from the header, and the build fails naming a route
 * that is not (site/integrations/linked-routes.ts), so no public page is an orphan. The links
 * lead into the page's language, each language's footer linking its own pages.
 *
 * @example footerColumns().map((column) => column.links.length)
 */
import { DEFAULT_LOCALE, type Locale } from '@alpora/shared/locales';
import { currentLocale } from '#site/i18n/index.ts';
import { footerWords } from './build-words.ts';
import { localizedHref } from './localized-href.ts';

interface FooterLink {
  label: string;
  href: string;
  /** A link search engines need not follow, e.g. the API's health check. */
  nofollow?: boolean;
}

interface FooterColumn {
  /** Names the column's heading and its navigation landmark. */
  heading: string;
  /** The heading's id, for the landmark's aria-labelledby. */
  id: string;
  links: FooterLink[];
}

export function footerColumns(locale: Locale = currentLocale(), t = footerWords(locale)): FooterColumn[] {
  const l = t.links;
  const columns: FooterColumn[] = [
    {
      heading: t.columns.product,
      id: 'footer-product',
      links: [
        { label: l.features, href: '/features' },
        { label: l.useCases, href: '/use-cases' },
        { label: l.security, href: '/security' },
        { label: l.compare, href: '/compare' },
        { label: l.roi, href: '/roi' },
        { label: l.samples, href: '/samples' },
        { label: l.api, href: '/api' },
        { label: l.roadmap, href: '/roadmap' },
        { label: l.changelog, href: '/changelog' },
        { label: l.status, href: '/status' },
        { label: l.healthCheck, href: '/api/health', nofollow: true },
      ],
    },
    {
      heading: t.columns.company,
      id: 'footer-company',
      links: [
        { label: l.about, href: '/about' },
        { label: l.careers, href: '/careers' },
        { label: l.press, href: '/press' },
        { label: l.investors, href: '/investors' },
        { label: l.partners, href: '/partners' },
        { label: l.onePager, href: '/one-pager' },
        { label: l.blog, href: '/blog' },
        { label: l.contact, href: '/contact' },
      ],
    },
    {
      heading: t.columns.legal,
      id: 'footer-legal',
      links: [
        { label: l.privacy, href: '/privacy' },
        { label: l.privacyRequest, href: '/privacy/request' },
        { label: l.privacyRecord, href: '/privacy/record' },
        { label: l.terms, href: '/terms' },
        { label: l.compliance, href: '/compliance' },
        { label: l.gdpr, href: '/gdpr' },
        { label: l.legalNotice, href: '/legal-notice' },
      ],
    },
    {
      heading: t.columns.account,
      id: 'footer-account',
      links: [
        { label: l.login, href: '/login' },
        { label: l.register, href: '/register' },
      ],
    },
  ];
  if (locale === DEFAULT_LOCALE) return columns;
  return columns.map((column) => ({
    ...column,
    links: column.links.map((link) => ({ ...link, href: localizedHref(link.href, locale) })),
  }));
}
