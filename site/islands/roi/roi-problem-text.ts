/**
 * The sentence under a refused ROI field, in the page's language, its bounds written the page's
 * way (docs/product.md#roi-calculator, #languages): the rules say which problem
 * (packages/shared/src/roi-validation.ts), the dictionary says it. Call during render, like
 * `dictionary()`.
 *
 * @example roiProblemText({ kind: 'range', whole: false, min: 0, max: 168 }) // 'Geben Sie eine Zahl von 0 bis 168 ein.' on a German page
 */
import type { RoiProblem } from '@alpora/shared/roi-validation';
import { dictionary, format } from '#site/i18n/index.ts';
import { formatNumber } from '#site/i18n/intl.ts';

export function roiProblemText(problem: RoiProblem): string {
  const t = dictionary().pages.roi.problems;
  switch (problem.kind) {
    case 'range': {
      const min = formatNumber(problem.min);
      if (problem.max === undefined) return format(problem.whole ? t.wholeAtLeast : t.numberAtLeast, { min });
      return format(problem.whole ? t.wholeBetween : t.numberBetween, { min, max: formatNumber(problem.max) });
    }
    case 'decimals':
      return t.decimals(problem.decimals);
    case 'afterAboveBefore':
      return t.afterAboveBefore;
  }
}
