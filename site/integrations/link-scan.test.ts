import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { extractLinks, findBrokenLinks, findMissingPages } from './link-scan.ts';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'link-scan-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const scan = (dir: string) =>
  findBrokenLinks({ dir, site: new URL('https://alpora.ch'), apiPaths: ['/api/health', '/api/orders/{portfolioId}'] });

describe('findBrokenLinks', () => {
  test.each([
    ['a page', '/about', []],
    ['an anchor on another page', '/about#team', []],
    ['a missing anchor', '/about#nowhere', ['no element with id "nowhere"']],
    ['a missing page', '/nowhere', ['no page or file']],
    ['a file', '/press/logo.svg', []],
    ['a missing file', '/press/logo.png', ['no page or file']],
    ['a declared API route', '/api/health', []],
    ['a declared API route with a parameter', '/api/orders/p1', []],
    ['an undeclared API route', '/api/nothing', ['no such API route']],
    ['an absolute URL of the site', 'https://alpora.ch/about', []],
    ['another site', 'https://example.com/nowhere', []],
    ['a mailto link', 'mailto:hello@alpora.ch', []],
    ['an anchor on the same page', '#top', []],
    ['a missing anchor on the same page', '#bottom', ['no element with id "bottom"']],
  ])('%s', (_name, href, reasons) => {
    const dir = site({
      'index.html': `<main id="top"><a href="${href}">x</a></main>`,
      'about/index.html': '<h2 id="team">Team</h2>',
      'press/logo.svg': '<svg/>',
    });
    expect(scan(dir).map((item) => item.reason)).toEqual(reasons);
  });
});

describe('findMissingPages', () => {
  test('names the routes without a built page, the home page included', () => {
    const dir = site({ 'about/index.html': '<h1>About</h1>', 'press.html': '<h1>Press</h1>' });
    expect(findMissingPages(dir, ['/', '/about', '/press', '/careers'])).toEqual(['/', '/careers']);
  });
});

describe('extractLinks', () => {
  test('reads link attributes and social meta tags, not script text', () => {
    const html = `<link rel="canonical" href="/a"><meta property="og:image" content="/og/a.png">
      <script>const s = '<a href="/in-script">';</script><img src="/b.png"><form action="/api/health"></form>`;
    expect(extractLinks(html)).toEqual(['/a', '/og/a.png', '/b.png', '/api/health']);
  });
});
