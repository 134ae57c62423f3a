import { describe, expect, test } from 'vitest';
import { ROI_DEFAULTS, type RoiField } from './roi.ts';
import { parseRoiInputs, type RoiProblem, roiFieldError, toRawInputs } from './roi-validation.ts';

const bots: RoiProblem = { kind: 'range', whole: true, min: 1, max: 100 };
const between = (min: number, max: number): RoiProblem => ({ kind: 'range', whole: false, min, max });

describe('roiFieldError at the input bounds', () => {
  test.each<[RoiField, string, RoiProblem | undefined]>([
    ['bots', '1', undefined],
    ['bots', '100', undefined],
    ['bots', '0', bots],
    ['bots', '101', bots],
    ['bots', '2.5', bots],
    ['hoursSavedPerWeek', '0', undefined],
    ['hoursSavedPerWeek', '168', undefined],
    ['hoursSavedPerWeek', '168.5', between(0, 168)],
    ['hoursSavedPerWeek', '-1', between(0, 168)],
    ['failedOrderRateBefore', '10', undefined],
    ['failedOrderRateBefore', '10.1', between(0, 10)],
    ['failedOrderRateBefore', '2.55', { kind: 'decimals', decimals: 1 }],
    ['failedOrderRateAfter', '0', undefined],
    ['failedOrderRateAfter', '-0.1', between(0, 10)],
    ['complianceHoursPerMonth', '200', undefined],
    ['complianceHoursPerMonth', '201', between(0, 200)],
    ['complianceHoursPerMonth', '12.345', { kind: 'decimals', decimals: 2 }],
    ['infraCostAvoided', '0', undefined],
    ['infraCostAvoided', '12500', undefined],
    ['infraCostAvoided', '-1000', { kind: 'range', whole: false, min: 0 }],
    ['infraCostAvoided', '', { kind: 'range', whole: false, min: 0 }],
    ['bots', 'abc', bots],
  ])('%s = "%s"', (field, raw, expected) => {
    expect(roiFieldError(field, raw)).toEqual(expected);
  });
});

describe('parseRoiInputs', () => {
  test('the defaults parse back to themselves', () => {
    expect(parseRoiInputs(toRawInputs(ROI_DEFAULTS))).toEqual({ inputs: ROI_DEFAULTS, errors: {} });
  });

  test('a failed-order rate after that is higher than before is refused', () => {
    const raw = { ...toRawInputs(ROI_DEFAULTS), failedOrderRateBefore: '1', failedOrderRateAfter: '2' };
    expect(parseRoiInputs(raw)).toEqual({ errors: { failedOrderRateAfter: { kind: 'afterAboveBefore' } } });
  });

  test('every invalid field gets its own problem', () => {
    const raw = { ...toRawInputs(ROI_DEFAULTS), bots: '0', complianceHoursPerMonth: '999' };
    expect(Object.keys(parseRoiInputs(raw).errors)).toEqual(['bots', 'complianceHoursPerMonth']);
  });
});
