/**
 * Serves the prebuilt site (dist/) next to the API on one port: caching by
 * `staticCacheControl` (pages revalidate on every visit, hashed assets are kept a year), an
 * ETag on every file so a revalidation is a 304, the 404 page with status 404 in the language of
 * the path (/de/... the German one, any other path the English one; docs/product.md#languages),
 * and a Content Security Policy per page whose script hashes are computed from the page itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALES } from '@alpora/shared/locales';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from './app-deps.ts';
import { CACHE_CONTROL, staticCacheControl } from './http/cache-control.ts';
import { pageSecurityHeaders } from './http/page-security-headers.ts';

/** The suffix serveStatic gives the encoded copy of a file, by Content-Encoding. */
const COPY_SUFFIX: Record<string, string> = { br: '.br', gzip: '.gz', zstd: '.zst' };

/**
 * Headers of a file found on disk (its encoded copy, when one was chosen): its caching, an
 * ETag from the served file's size and time that differs per encoding, and `Vary:
 * Accept-Encoding` whenever the file has encoded copies, also on the plain answer, so a cache
 * never hands one encoding to a client that asked for another.
 */
function fileHeaders(siteDir: string) {
  const negotiated = new Map<string, boolean>();
  return (filePath: string, c: Context) => {
    const encoding = c.res.headers.get('Content-Encoding') ?? 'identity';
    const suffix = COPY_SUFFIX[encoding] ?? '';
    const original = suffix && filePath.endsWith(suffix) ? filePath.slice(0, -suffix.length) : filePath;
    c.header('Cache-Control', staticCacheControl(path.relative(siteDir, original)));
    const stats = fs.statSync(filePath);
    c.header('ETag', `"${stats.mtimeMs.toString(36)}-${stats.size.toString(36)}-${encoding}"`);
    let hasCopies = negotiated.get(original);
    if (hasCopies === undefined) {
      hasCopies = fs.existsSync(`${original}.br`) || fs.existsSync(`${original}.gz`);
      negotiated.set(original, hasCopies);
    }
    if (hasCopies && !/accept-encoding/i.test(c.res.headers.get('Vary') ?? '')) {
      c.header('Vary', 'Accept-Encoding', { append: true });
    }
  };
}

export function mountStaticSite(app: Hono<AppEnv>, siteDir: string): void {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(`No built site in ${siteDir}: run the build first (pnpm build).`);
  }
  const pageHeaders = pageSecurityHeaders(siteDir);
  const root = path.relative(process.cwd(), siteDir) || '.';
  const onFound = fileHeaders(path.resolve(root));

  app.use('*', async (c, next) => {
    await next();
    pageHeaders(c);
  });

  // docs/product.md#routes: the header's login link names /overview, which is the dashboard,
  // in each language.
  app.get('/overview', (c) => c.redirect('/dashboard', 301));
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    app.get(`/${locale}/overview`, (c) => c.redirect(`/${locale}/dashboard`, 301));
  }

  // If-None-Match with the file's ETag answers 304 with its caching headers and no body.
  app.use('*', etag());
  app.use(
    '*',
    serveStatic({
      root,
      // The build writes .br and .gz copies (scripts/precompress.ts).
      precompressed: true,
      // /about serves about/index.html.
      rewriteRequestPath: (requestPath) =>
        requestPath.endsWith('/') || path.extname(requestPath) ? requestPath : `${requestPath}/`,
      onFound,
    }),
  );

  const notFoundPages = new Map([[DEFAULT_LOCALE, fs.readFileSync(path.join(siteDir, '404.html'), 'utf8')]]);
  for (const locale of LOCALES) {
    const file = path.join(siteDir, locale, '404', 'index.html');
    if (locale !== DEFAULT_LOCALE && fs.existsSync(file)) notFoundPages.set(locale, fs.readFileSync(file, 'utf8'));
  }
  app.notFound((c) => {
    c.header('Cache-Control', CACHE_CONTROL.page);
    const prefix = c.req.path.split('/')[1];
    const page = (isLocale(prefix) && notFoundPages.get(prefix)) || notFoundPages.get(DEFAULT_LOCALE);
    return c.html(page ?? '', 404);
  });
}
