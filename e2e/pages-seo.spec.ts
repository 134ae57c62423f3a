/**
 * SEO of every page: a unique title and description, canonical
 * URL, Open Graph and Twitter cards with a PNG that exists, JSON-LD, the lang attribute,
 * sitemap.xml and robots.txt.
 */
import { ROUTES } from '../site/routes.ts';
import { expect, test } from './support/fixtures.ts';

/** Every page of docs/product.md#routes that search engines are offered. */
const PATHS = ROUTES.filter((r) => r.listed && r.indexed).map((r) => r.path);

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

test('every indexed page has unique metadata, a canonical URL, social cards and JSON-LD', async ({ request }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of PATHS) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<html lang="en"/);
    const title = attr(html, /<title>([^<]+)<\/title>/) ?? '';
    const description = attr(html, /<meta name="description" content="([^"]+)"/) ?? '';
    expect(titles.has(title), `${path}: duplicate title ${title}`).toBe(false);
    expect(descriptions.has(description), `${path}: duplicate description`).toBe(false);
    titles.add(title);
    descriptions.add(description);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(
      `https://alpora.ch${path === '/' ? '/' : path}`,
    );
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/), path).toBe(title);
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), path).toBe('summary_large_image');
    const image = attr(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
    expect(image, path).toMatch(/^https:\/\/alpora\.ch\/og\/[a-z-]+\.png$/);
    const png = await request.get(new URL(image).pathname);
    expect(png.headers()['content-type'], `${path}: ${image}`).toBe('image/png');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? '{}'),
    );
    expect(
      jsonLd.map((data) => data['@type']),
      path,
    ).toContain('Organization');
  }
});

test('the security page publishes its FAQ as FAQPage', async ({ request }) => {
  const html = await (await request.get('/security')).text();
  const faq = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? '{}'))
    .find((data) => data['@type'] === 'FAQPage');
  expect(faq?.mainEntity.length).toBeGreaterThan(0);
  expect(faq?.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
});

test('sitemap.xml lists the information pages and robots.txt points at it', async ({ request }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemap = await (await request.get(new URL(attr(index, /<loc>([^<]+)<\/loc>/) ?? '').pathname)).text();
  for (const path of PATHS.filter((p) => p !== '/')) expect(sitemap).toContain(`<loc>https://alpora.ch${path}</loc>`);
  // Private, unindexed pages are not offered to search engines.
  const unindexed = ROUTES.filter((r) => !r.indexed).map((r) => r.path);
  expect(unindexed).toEqual(expect.arrayContaining(['/dashboard', '/overview']));
  for (const path of unindexed) expect(sitemap).not.toContain(`<loc>https://alpora.ch${path}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('the pages kept from search engines say noindex', async ({ request }) => {
  const hidden = ROUTES.filter((r) => !r.indexed && !r.path.includes('[')).map((r) => r.path);
  expect(hidden.length).toBeGreaterThan(0);
  for (const path of hidden) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex">');
  }
});
