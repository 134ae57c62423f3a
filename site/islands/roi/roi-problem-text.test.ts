/**
 * The ROI calculator's field messages speak the page's language, with the bounds written the
 * page's way (docs/product.md#roi-calculator, #languages).
 */

import { ROI_DEFAULTS } from '@alpora/shared/roi';
import type { RoiProblem } from '@alpora/shared/roi-validation';
import { parseRoiInputs, toRawInputs } from '@alpora/shared/roi-validation';
import { afterEach, describe, expect, test } from 'vitest';
import { type Locale, setRenderLocale } from '#site/i18n/index.ts';
import { roiProblemText } from './roi-problem-text.ts';

/** The text as a page in `locale` renders it. */
function on(locale: Locale, problem: RoiProblem): string {
  setRenderLocale(locale);
  return roiProblemText(problem);
}

afterEach(() => setRenderLocale('en'));

describe('roiProblemText', () => {
  test('on an English page, the sentences the calculator has always shown', () => {
    const { errors } = parseRoiInputs({ ...toRawInputs(ROI_DEFAULTS), bots: '0', hoursSavedPerWeek: '169' });
    expect(errors.bots && on('en', errors.bots)).toBe('Enter a whole number from 1 to 100.');
    expect(errors.hoursSavedPerWeek && on('en', errors.hoursSavedPerWeek)).toBe('Enter a number from 0 to 168.');
    expect(on('en', { kind: 'range', whole: false, min: 0 })).toBe('Enter a number of 0 or more.');
    expect(on('en', { kind: 'decimals', decimals: 1 })).toBe('Use at most 1 decimal place.');
    expect(on('en', { kind: 'decimals', decimals: 2 })).toBe('Use at most 2 decimal places.');
    expect(on('en', { kind: 'afterAboveBefore' })).toBe('The rate with Alpora cannot be higher than the rate before.');
  });

  test('on a German page, German sentences', () => {
    expect(on('de', { kind: 'range', whole: true, min: 1, max: 100 })).toBe(
      'Geben Sie eine ganze Zahl von 1 bis 100 ein.',
    );
    expect(on('de', { kind: 'range', whole: false, min: 0 })).toBe('Geben Sie eine Zahl von mindestens 0 ein.');
    expect(on('de', { kind: 'decimals', decimals: 1 })).toBe('Verwenden Sie höchstens 1 Nachkommastelle.');
    expect(on('de', { kind: 'decimals', decimals: 2 })).toBe('Verwenden Sie höchstens 2 Nachkommastellen.');
    expect(on('de', { kind: 'afterAboveBefore' })).toBe(
      'Die Quote mit Alpora kann nicht höher sein als die heutige Quote.',
    );
  });

  test('on a French page, French sentences with the bounds written the French-Swiss way', () => {
    expect(on('fr', { kind: 'range', whole: false, min: 0.5, max: 12_500 })).toBe(
      "Saisissez un nombre de 0,5 à 12'500.",
    );
    expect(on('fr', { kind: 'decimals', decimals: 2 })).toBe('Utilisez au plus 2 décimales.');
  });

  test('on an Italian page, Italian sentences', () => {
    expect(on('it', { kind: 'range', whole: true, min: 1, max: 100 })).toBe('Inserisca un numero intero da 1 a 100.');
    expect(on('it', { kind: 'afterAboveBefore' })).toBe(
      'Il tasso con Alpora non può essere superiore a quello attuale.',
    );
  });

  test('the same bound reads the way each language writes it', () => {
    const problem: RoiProblem = { kind: 'range', whole: false, min: 0.5, max: 12_500 };
    expect(on('en', problem)).toBe("Enter a number from 0.5 to 12'500.");
    expect(on('de', problem)).toBe("Geben Sie eine Zahl von 0.5 bis 12'500 ein.");
  });
});
