/**
 * JSON-LD for search engines (schema.org): the Organization on every page, a FAQPage where a
 * page has a FAQ. Serialised so that no "</script>" can close the script early.
 */
import type { CollectionEntry } from 'astro:content';

type Settings = CollectionEntry<'settings'>['data'];
export type JsonLd = Record<string, unknown>;

export function organizationJsonLd(settings: Settings, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.name,
    legalName: settings.legalName,
    description: settings.tagline,
    url: site.href,
    logo: new URL('/press/alpora-logo.png', site).href,
    email: settings.email.general,
    address: { '@type': 'PostalAddress', addressLocality: settings.location.split(',')[0], addressCountry: 'CH' },
    sameAs: [settings.social.url],
  };
}

export function faqJsonLd(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** JSON for an inline script: `<` is escaped, so the text can never end the element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
