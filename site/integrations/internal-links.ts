/**
 * Build-time link check: after the build, every fixed route of the route list (site/routes.ts)
 * must have its page in every language the build publishes (site/lib/site-locales.ts), and every internal link of every page must lead to a page, a file, an
 * element id on the target page, or a route the API declares in its OpenAPI document. Any
 * missing page or broken link fails the build, naming it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { SITE_LOCALES } from '#site/lib/site-locales.ts';
import { staticPathsIn } from '#site/routes.ts';
import { findBrokenLinks, findMissingPages } from './link-scan.ts';
import { apiPaths, readOpenApiDocument } from './openapi-document.ts';

export function internalLinks(): AstroIntegration {
  let site = new URL('http://localhost');
  let root = new URL('file:///');
  return {
    name: 'alpora:internal-links',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = new URL(config.site ?? 'http://localhost');
        root = config.root;
      },
      'astro:build:done': ({ dir, logger }) => {
        const paths = SITE_LOCALES.flatMap((locale) => staticPathsIn(locale));
        const missing = findMissingPages(fileURLToPath(dir), paths);
        if (missing.length > 0)
          throw new Error(`route(s) of site/routes.ts without a built page: ${missing.join(', ')}`);
        const broken = findBrokenLinks({
          dir: fileURLToPath(dir),
          site,
          apiPaths: apiPaths(readOpenApiDocument(root)),
        });
        if (broken.length === 0) {
          logger.info('every internal link resolves');
          return;
        }
        const lines = broken.map((item) => `  ${item.page}: ${item.link} (${item.reason})`);
        throw new Error(`${broken.length} broken internal link(s):\n${lines.join('\n')}`);
      },
    },
  };
}
