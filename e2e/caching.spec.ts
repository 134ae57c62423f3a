/**
 * Caching of the production server (docs/decisions.md §59): a page, plain or Brotli, is
 * `no-cache` with an ETag and answers a revalidation with 304; a hashed asset is kept a year;
 * other files a short time; answers about a user are never stored.
 */
import { expect, test } from './support/fixtures.ts';

const PLAIN = { 'Accept-Encoding': 'identity' };
const BROTLI = { 'Accept-Encoding': 'br, gzip' };

test.describe('caching', () => {
  for (const [name, encoding] of [
    ['plain', PLAIN],
    ['Brotli', BROTLI],
  ] as const) {
    test(`a ${name} page revalidates on every visit, and an unchanged one answers 304`, async ({ request }) => {
      for (const path of ['/', '/about']) {
        const first = await request.get(path, { headers: encoding });
        expect(first.status(), path).toBe(200);
        expect(first.headers()['content-encoding'], path).toBe(name === 'Brotli' ? 'br' : undefined);
        expect(first.headers()['cache-control'], path).toBe('no-cache');
        expect(first.headers().vary, path).toContain('Accept-Encoding');
        const etag = first.headers().etag ?? '';
        expect(etag, path).toMatch(/^"[^"]+"$/);

        const again = await request.get(path, { headers: { ...encoding, 'If-None-Match': etag } });
        expect(again.status(), path).toBe(304);
        expect((await again.body()).length, path).toBe(0);
        expect(again.headers().etag, path).toBe(etag);
        expect(again.headers()['cache-control'], path).toBe('no-cache');
        expect(again.headers()['content-security-policy'], path).toBeTruthy();

        const other = await request.get(path, { headers: { ...encoding, 'If-None-Match': '"not-this-one"' } });
        expect(other.status(), path).toBe(200);
      }
    });
  }

  test('the plain and the Brotli page have different ETags', async ({ request }) => {
    const plain = await request.get('/', { headers: PLAIN });
    const brotli = await request.get('/', { headers: BROTLI });
    expect(plain.headers().etag).not.toBe(brotli.headers().etag);
    const crossed = await request.get('/', { headers: { ...BROTLI, 'If-None-Match': plain.headers().etag ?? '' } });
    expect(crossed.status()).toBe(200);
  });

  test('a hashed asset is immutable for a year, in every encoding', async ({ request }) => {
    const page = await request.get('/', { headers: PLAIN });
    const script = /renderer-url="(\/_astro\/[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
    expect(script).toMatch(/^\/_astro\//);
    for (const encoding of [PLAIN, BROTLI]) {
      const asset = await request.get(script, { headers: encoding });
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers().vary).toContain('Accept-Encoding');
      const again = await request.get(script, {
        headers: { ...encoding, 'If-None-Match': asset.headers().etag ?? '' },
      });
      expect(again.status()).toBe(304);
    }
  });

  test('other files are kept ten minutes; the 404 page revalidates', async ({ request }) => {
    for (const path of ['/favicon.svg', '/og/home.png', '/samples/monthly-performance.pdf']) {
      const file = await request.get(path, { headers: PLAIN });
      expect(file.status(), path).toBe(200);
      expect(file.headers()['cache-control'], path).toBe('public, max-age=600, must-revalidate');
      expect(file.headers().etag, path).toBeTruthy();
    }
    const missing = await request.get('/no/such/page', { headers: BROTLI });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-cache');
  });

  test('sign-in answers and answers about a user are never stored', async ({ request }) => {
    const user = `cache${Date.now()}`;
    const register = await request.post('/api/auth/register', {
      data: { username: user, email: `${user}@example.com`, password: 'correct horse battery staple' },
    });
    expect(register.status()).toBe(201);
    expect(register.headers()['cache-control']).toContain('no-store');
    const { token } = await register.json();
    for (const path of ['/api/auth/me', '/api/portfolios']) {
      const res = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toContain('no-store');
    }
  });
});
