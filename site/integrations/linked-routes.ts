/**
 * Build-time check that no public page is an orphan: after the build, every indexed route of the
 * route list (site/routes.ts) must be linked from the header or the footer of every built page
 * (docs/decisions.md §260), each language's pages its own language's routes; and every page links
 * only pages of its language but where a link names another with `hreflang`
 * (docs/product.md#languages). A route that is not linked, or a link into another language, fails
 * the build, naming it and the pages.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { LINKED_PATHS } from '#site/routes.ts';
import { describeUnlinked, findForeignLinks, findUnlinkedRoutes } from './shell-links.ts';

export function linkedRoutes(): AstroIntegration {
  let site = new URL('http://localhost');
  return {
    name: 'alpora:linked-routes',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = new URL(config.site ?? 'http://localhost');
      },
      'astro:build:done': ({ dir, logger }) => {
        const foreign = findForeignLinks({ dir: fileURLToPath(dir), site });
        if (foreign.length > 0) {
          const lines = foreign.slice(0, 20).map((item) => `  ${item.page}: ${item.link}`);
          throw new Error(
            `${foreign.length} link(s) into another language without hreflang (site/lib/localized-href.ts):\n${lines.join('\n')}`,
          );
        }
        const unlinked = findUnlinkedRoutes({ dir: fileURLToPath(dir), site, paths: LINKED_PATHS });
        if (unlinked.length === 0) {
          logger.info(
            `every page's header and footer link all ${LINKED_PATHS.length} indexed routes of its language, and no page links another language unmarked`,
          );
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
