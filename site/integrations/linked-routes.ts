/**
 * Build-time check that no public page is an orphan: after the build, every indexed route of the
 * route list (site/routes.ts) must be linked from the header or the footer of every built page
 * (docs/decisions.md §260). A route that is not fails the build, naming it and the pages.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { LINKED_PATHS } from '#site/routes.ts';
import { describeUnlinked, findUnlinkedRoutes } from './shell-links.ts';

export function linkedRoutes(): AstroIntegration {
  let site = new URL('http://localhost');
  return {
    name: 'alpora:linked-routes',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = new URL(config.site ?? 'http://localhost');
      },
      'astro:build:done': ({ dir, logger }) => {
        const unlinked = findUnlinkedRoutes({ dir: fileURLToPath(dir), site, paths: LINKED_PATHS });
        if (unlinked.length === 0) {
          logger.info(`every page's header and footer link all ${LINKED_PATHS.length} indexed routes`);
          return;
        }
        const lines = unlinked.map((item) => `  ${describeUnlinked(item)}`);
        throw new Error(
          `${unlinked.length} indexed route(s) of site/routes.ts missing from the header and footer (site/lib/footer.ts):\n${lines.join('\n')}`,
        );
      },
    },
  };
}
