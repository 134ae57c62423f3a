// @ts-check
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { claimsCheck } from './site/integrations/claims-check.ts';
import { internalLinks } from './site/integrations/internal-links.ts';
import { layoutScriptGroup } from './site/integrations/layout-script-chunk.ts';
import { linkedRoutes } from './site/integrations/linked-routes.ts';
import { translationsCheck } from './site/integrations/translations-check.ts';
import { SITE_LOCALES } from './site/lib/site-locales.ts';
import { inSitemap, pathLocale } from './site/routes.ts';

const apiPort = Number(process.env.API_PORT ?? 4322);

// The repository root is the Astro project; its sources live in site/ and its content in
// content/ (one folder per locale), so editors never touch code.
export default defineConfig({
  site: process.env.SITE_URL ?? 'https://alpora.ch',
  srcDir: './site',
  publicDir: './site/public',
  // ASTRO_OUT_DIR lets several builds (parallel checkouts, benchmarks) coexist.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'never',
  // Stylesheets inline into each page: no render-blocking request before the first paint
  // (Brotli keeps the pages small; docs/decisions.md §33).
  build: { format: 'directory', inlineStylesheets: 'always' },
  // internalLinks() and linkedRoutes() run last: they check the finished output, sitemap included.
  integrations: [
    // The site's figures against the claims register (docs/claims.md#the-build-check).
    claimsCheck(),
    // Every language has every text English has, translated (docs/product.md#languages).
    translationsCheck(),
    react(),
    mdx(),
    // The route list (site/routes.ts) says which pages search engines are offered: one sitemap
    // per language (sitemap-de-0.xml), each page naming its versions in the others, and the
    // index robots.txt names (docs/product.md#languages).
    sitemap({
      filter: (page) => inSitemap(new URL(page).pathname),
      i18n: { defaultLocale: 'en', locales: Object.fromEntries(SITE_LOCALES.map((locale) => [locale, locale])) },
      chunks: Object.fromEntries(
        SITE_LOCALES.map((locale) => [
          locale,
          (item) => (pathLocale(new URL(item.url).pathname) === locale ? item : undefined),
        ]),
      ),
    }),
    internalLinks(),
    linkedRoutes(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // The layout's page script and everything it imports statically leave the build as one
    // file, rather than one small file per module an island shares with it: each file costs a
    // request and its headers (docs/decisions.md §342).
    build: { rolldownOptions: { output: { codeSplitting: { groups: [layoutScriptGroup] } } } },
    // `pnpm dev`: the Astro dev server forwards /api to the API in watch mode, and the POSTs of
    // the subscription mails' links (/email/confirm, /email/unsubscribe), whose GET is a page.
    server: {
      proxy: {
        '/api': `http://127.0.0.1:${apiPort}`,
        '/email': {
          target: `http://127.0.0.1:${apiPort}`,
          bypass: (req) => (req.method === 'POST' ? undefined : req.url),
        },
      },
    },
  },
});
