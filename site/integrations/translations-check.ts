/**
 * Build-time translation check (docs/product.md#languages): before anything is built, every
 * language must have every content file, dictionary and mail dictionary English has, with the
 * same keys and entries, and change only its words. `astro build` and `astro check` fail naming
 * the language, the file and the key; `astro dev` only warns, so a page can be seen while its
 * translation is finished.
 *
 * @example integrations: [claimsCheck(), translationsCheck()]
 */
import { fileURLToPath } from 'node:url';
import { formatTranslationProblems } from '@alpora/shared/translations-check/check';
import type { AstroIntegration } from 'astro';
import { checkRepositoryTranslations } from './translations-sources.ts';

export function translationsCheck(): AstroIntegration {
  return {
    name: 'alpora:translations-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        if (command === 'preview') return;
        const problems = checkRepositoryTranslations(fileURLToPath(config.root));
        if (problems.length === 0) {
          logger.info('every language has every text English has, translated');
          return;
        }
        const report = `${problems.length} translation problem(s):\n${formatTranslationProblems(problems)}`;
        if (command === 'dev') logger.warn(report);
        else throw new Error(report);
      },
    },
  };
}
