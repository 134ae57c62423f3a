import { describe, expect, test } from 'vitest';
import { ROI_DEFAULTS, type RoiField } from './roi.ts';
import { parseRoiInputs, roiFieldError, toRawInputs } from './roi-validation.ts';

describe('roiFieldError at the input bounds', () => {
  test.each<[RoiField, string, string | undefined]>([
    ['bots', '1', undefined],
    ['bots', '100', undefined],
    ['bots', '0', 'Enter a whole number from 1 to 100.'],
    ['bots', '101', 'Enter a whole number from 1 to 100.'],
    ['bots', '2.5', 'Enter a whole number from 1 to 100.'],
    ['hoursSavedPerWeek', '0', undefined],
    ['hoursSavedPerWeek', '168', undefined],
    ['hoursSavedPerWeek', '168.5', 'Enter a number from 0 to 168.'],
    ['hoursSavedPerWeek', '-1', 'Enter a number from 0 to 168.'],
    ['failedOrderRateBefore', '10', undefined],
    ['failedOrderRateBefore', '10.1', 'Enter a number from 0 to 10.'],
    ['failedOrderRateBefore', '2.55', 'Use at most 1 decimal place.'],
    ['failedOrderRateAfter', '0', undefined],
    ['failedOrderRateAfter', '-0.1', 'Enter a number from 0 to 10.'],
    ['complianceHoursPerMonth', '200', undefined],
    ['complianceHoursPerMonth', '201', 'Enter a number from 0 to 200.'],
    ['infraCostAvoided', '0', undefined],
    ['infraCostAvoided', '12500', undefined],
    ['infraCostAvoided', '-1000', 'Enter a number of 0 or more.'],
    ['infraCostAvoided', '', 'Enter a number of 0 or more.'],
    ['bots', 'abc', 'Enter a whole number from 1 to 100.'],
  ])('%s = "%s"', (field, raw, expected) => {
    expect(roiFieldError(field, raw)).toBe(expected);
  });
});

describe('parseRoiInputs', () => {
  test('the defaults parse back to themselves', () => {
    expect(parseRoiInputs(toRawInputs(ROI_DEFAULTS))).toEqual({ inputs: ROI_DEFAULTS, errors: {} });
  });

  test('a failed-order rate after that is higher than before is refused', () => {
    const raw = { ...toRawInputs(ROI_DEFAULTS), failedOrderRateBefore: '1', failedOrderRateAfter: '2' };
    expect(parseRoiInputs(raw)).toEqual({
      errors: { failedOrderRateAfter: 'The rate with Alpora cannot be higher than the rate before.' },
    });
  });

  test('every invalid field gets its own message', () => {
    const raw = { ...toRawInputs(ROI_DEFAULTS), bots: '0', complianceHoursPerMonth: '999' };
    expect(Object.keys(parseRoiInputs(raw).errors)).toEqual(['bots', 'complianceHoursPerMonth']);
  });
});
