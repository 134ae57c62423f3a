/**
 * Build-time link check: after the build, every internal link of
 * every page must lead to a page, a file, an element id on the target page, or a route the
 * API declares in its OpenAPI document. Any broken link fails the build with its page.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { findBrokenLinks } from './link-scan.ts';
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
