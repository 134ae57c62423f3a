import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { footerColumns } from '#site/lib/footer.ts';
import { LINKED_PATHS } from '#site/routes.ts';
import { describeUnlinked, findUnlinkedRoutes, shellLinkedPaths } from './shell-links.ts';

const SITE = new URL('https://alpora.ch');

function builtSite(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-links-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** A page as the layout builds it: the site header, the content, the site footer of these links. */
function page(footerHrefs: readonly string[], content = ''): string {
  const header =
    '<site-header><header><a href="/">Alpora</a><a href="/login?next=/overview">Login</a></header></site-header>';
  const footer = `<footer data-site-footer>${footerHrefs.map((href) => `<a href="${href}">x</a>`).join('')}</footer>`;
  return `<body>${header}<main>${content}</main>${footer}</body>`;
}

/** The footer's real links (site/lib/footer.ts). */
const FOOTER_HREFS = footerColumns().flatMap((column) => column.links.map((link) => link.href));

describe('findUnlinkedRoutes', () => {
  test("the footer's columns and the header link every indexed route of site/routes.ts", () => {
    const dir = builtSite({ 'index.html': page(FOOTER_HREFS), 'about/index.html': page(FOOTER_HREFS) });
    expect(findUnlinkedRoutes({ dir, site: SITE, paths: LINKED_PATHS })).toEqual([]);
  });

  test.each(['/careers', '/legal-notice', '/register'])('names %s when the footer no longer links it', (removed) => {
    const dir = builtSite({
      'index.html': page(FOOTER_HREFS),
      'careers/index.html': page(FOOTER_HREFS.filter((href) => href !== removed)),
    });
    expect(findUnlinkedRoutes({ dir, site: SITE, paths: LINKED_PATHS })).toEqual([
      { route: removed, pages: ['/careers'] },
    ]);
  });

  test("a link in a page's content does not count, nor one in another footer of the page", () => {
    const dir = builtSite({
      'index.html': page(['/about'], '<a href="/careers">Careers</a><footer><a href="/careers">x</a></footer>'),
    });
    expect(findUnlinkedRoutes({ dir, site: SITE, paths: ['/about', '/careers'] })).toEqual([
      { route: '/careers', pages: ['/'] },
    ]);
  });

  test('a page without the site header and footer links nothing', () => {
    const dir = builtSite({ 'index.html': page(['/about']), 'bare/index.html': '<main><a href="/about">x</a></main>' });
    expect(findUnlinkedRoutes({ dir, site: SITE, paths: ['/', '/about'] })).toEqual([
      { route: '/', pages: ['/bare'] },
      { route: '/about', pages: ['/bare'] },
    ]);
  });
});

describe('shellLinkedPaths', () => {
  test('reads paths without query, anchor or trailing slash, and only of this site', () => {
    const html = page([
      '/features/',
      '/privacy#rights',
      'https://alpora.ch/terms',
      'https://example.com/x',
      'mailto:a@b.ch',
    ]);
    expect([...shellLinkedPaths(html, '/', SITE)].sort()).toEqual(['/', '/features', '/login', '/privacy', '/terms']);
  });
});

describe('describeUnlinked', () => {
  test('names the route and the first pages, counting the rest', () => {
    expect(describeUnlinked({ route: '/careers', pages: ['/', '/about', '/api', '/blog', '/press'] })).toBe(
      '/careers: not in the header or footer of /, /about, /api and 2 more pages',
    );
    expect(describeUnlinked({ route: '/careers', pages: ['/'] })).toBe('/careers: not in the header or footer of /');
  });
});
