/**
 * Build-time claims check (docs/claims.md#the-build-check): before anything is built, every
 * figure the site's words state must be one the register holds, worded by its kind, with a
 * review date not passed and its proof in place. `astro build` and `astro check` (through
 * `astro sync`) fail naming each file and claim; `astro dev` only warns, so an editor sees the
 * page while fixing it.
 *
 * @example integrations: [claimsCheck()]
 */
import { fileURLToPath } from 'node:url';
import { formatClaimProblems } from '@alpora/shared/claims-check/check';
import type { AstroIntegration } from 'astro';
import { checkRepositoryClaims } from './claims-sources.ts';

export function claimsCheck({ today = () => new Date() }: { today?: () => Date } = {}): AstroIntegration {
  return {
    name: 'alpora:claims-check',
    hooks: {
      'astro:config:setup': ({ config, command, logger }) => {
        if (command === 'preview') return;
        const problems = checkRepositoryClaims(fileURLToPath(config.root), today());
        if (problems.length === 0) {
          logger.info('every figure on the site is registered in content/claims.yaml');
          return;
        }
        const report = `${problems.length} claim problem(s):\n${formatClaimProblems(problems)}`;
        if (command === 'dev') logger.warn(report);
        else throw new Error(report);
      },
    },
  };
}
