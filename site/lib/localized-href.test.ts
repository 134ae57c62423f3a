import { describe, expect, it } from 'vitest';
import { localizedHref, localizeHrefsDeep } from './localized-href.ts';

describe('links into the page language', () => {
  it('leads a page link into the language, anchors and queries kept', () => {
    expect(localizedHref('/privacy', 'de')).toBe('/de/privacy');
    expect(localizedHref('/', 'fr')).toBe('/fr');
    expect(localizedHref('/#pricing', 'it')).toBe('/it#pricing');
    expect(localizedHref('/blog/first-post', 'de')).toBe('/de/blog/first-post');
    expect(localizedHref('/status?from=mail', 'fr')).toBe('/fr/status?from=mail');
  });

  it("leads a sign-in link's next= back into the same language", () => {
    expect(localizedHref('/login?next=/overview', 'de')).toBe('/de/login?next=/de/overview');
    expect(localizedHref('/login?next=https://example.com', 'de')).toBe('/de/login?next=https://example.com');
  });

  it('keeps English links, files, the API, /admin, other sites and links already in a language', () => {
    expect(localizedHref('/privacy', 'en')).toBe('/privacy');
    expect(localizedHref('/one-pager.pdf', 'de')).toBe('/one-pager.pdf');
    expect(localizedHref('/api/health', 'de')).toBe('/api/health');
    expect(localizedHref('/admin', 'de')).toBe('/admin');
    expect(localizedHref('https://alpora.ch/privacy', 'de')).toBe('https://alpora.ch/privacy');
    expect(localizedHref('//cdn.example/x', 'de')).toBe('//cdn.example/x');
    expect(localizedHref('mailto:hello@alpora.ch', 'de')).toBe('mailto:hello@alpora.ch');
    expect(localizedHref('/fr/privacy', 'de')).toBe('/fr/privacy');
  });

  it('localizes every href of page data, and nothing else', () => {
    const data = {
      title: '/privacy is a path in words',
      link: { label: 'ROI', href: '/roi' },
      cards: [{ href: '/security' }, { href: '/samples/report.pdf' }],
    };
    expect(localizeHrefsDeep(data, 'de')).toEqual({
      title: '/privacy is a path in words',
      link: { label: 'ROI', href: '/de/roi' },
      cards: [{ href: '/de/security' }, { href: '/samples/report.pdf' }],
    });
    expect(localizeHrefsDeep(data, 'en')).toBe(data);
  });
});
