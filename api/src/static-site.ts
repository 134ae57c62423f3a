/**
 * Serves the prebuilt site (dist/) next to the API on one port: long caching for hashed
 * assets, revalidation for pages, the 404 page with status 404, and a Content Security
 * Policy per page whose script hashes are computed from the page itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-deps.ts';
import { pageSecurityHeaders } from './http/page-security-headers.ts';

export function mountStaticSite(app: Hono<AppEnv>, siteDir: string): void {
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error(`No built site in ${siteDir}: run the build first (pnpm build).`);
  }
  const pageHeaders = pageSecurityHeaders(siteDir);
  const root = path.relative(process.cwd(), siteDir) || '.';

  app.use('*', async (c, next) => {
    await next();
    pageHeaders(c);
  });

  // docs/product.md#routes: the header's login link names /overview, which is the dashboard.
  app.get('/overview', (c) => c.redirect('/dashboard', 301));

  app.use(
    '/_astro/*',
    serveStatic({
      root,
      // The build writes .br and .gz copies (scripts/precompress.ts).
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      // /about serves about/index.html; a page is revalidated on every visit.
      rewriteRequestPath: (requestPath) =>
        requestPath.endsWith('/') || path.extname(requestPath) ? requestPath : `${requestPath}/`,
      onFound: (filePath, c) => {
        if (filePath.endsWith('.html')) c.header('Cache-Control', 'public, max-age=0, must-revalidate');
        else c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );

  const notFoundPage = fs.readFileSync(path.join(siteDir, '404.html'), 'utf8');
  app.notFound((c) => c.html(notFoundPage, 404));
}
