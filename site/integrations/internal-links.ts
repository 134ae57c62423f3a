/**
 * Build-time link check: after the build, every fixed route of the route list (site/routes.ts)
 * must have its page, and every internal link of every page must lead to a page, a file, an
 * element id on the target page, or a route the API declares in its OpenAPI document. Any
 * missing page or broken link fails the build, naming it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { STATIC_PATHS } from '#site/routes.ts';
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
        const missing = findMissingPages(fileURLToPath(dir), STATIC_PATHS);
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
