import { describe, expect, test } from 'vitest';
import { computeRoi, ROI_DEFAULTS, type RoiInputs } from './roi.ts';

const withInputs = (overrides: Partial<RoiInputs>): RoiInputs => ({ ...ROI_DEFAULTS, ...overrides });

// claim: roi-assumptions
describe('computeRoi with the default inputs', () => {
  const result = computeRoi(ROI_DEFAULTS);

  test.each([
    ['hoursSavedPerMonth', 86.6],
    ['opsCostSaved', 12_990],
    ['complianceSavings', 8_000],
    ['infraSavingsMonthly', 4_166.67],
    ['riskEventsAvoidedPer1000', 24],
    ['totalMonthly', 25_156.67],
    ['totalAnnual', 301_880],
    ['monthlyPerBot', 5_031.33],
  ] as const)('%s is %d', (field, expected) => {
    expect(result[field]).toBe(expected);
  });
});

describe('computeRoi at the input bounds', () => {
  test.each<[string, Partial<RoiInputs>, Partial<ReturnType<typeof computeRoi>>]>([
    ['no hours saved', { hoursSavedPerWeek: 0 }, { hoursSavedPerMonth: 0, opsCostSaved: 0 }],
    ['a full week of 168 hours', { hoursSavedPerWeek: 168 }, { hoursSavedPerMonth: 727.44, opsCostSaved: 109_116 }],
    ['no compliance hours', { complianceHoursPerMonth: 0 }, { complianceSavings: 0 }],
    ['200 compliance hours', { complianceHoursPerMonth: 200 }, { complianceSavings: 40_000 }],
    ['no infrastructure avoided', { infraCostAvoided: 0 }, { infraSavingsMonthly: 0 }],
    ['rates 10 -> 0', { failedOrderRateBefore: 10, failedOrderRateAfter: 0 }, { riskEventsAvoidedPer1000: 100 }],
    ['rates 0 -> 0', { failedOrderRateBefore: 0, failedOrderRateAfter: 0 }, { riskEventsAvoidedPer1000: 0 }],
    [
      'rates 0.3 -> 0.1 (rounding)',
      { failedOrderRateBefore: 0.3, failedOrderRateAfter: 0.1 },
      { riskEventsAvoidedPer1000: 2 },
    ],
    ['1 bot', { bots: 1 }, { monthlyPerBot: 25_156.67 }],
    ['100 bots', { bots: 100 }, { monthlyPerBot: 251.57 }],
    [
      'everything zero',
      { hoursSavedPerWeek: 0, complianceHoursPerMonth: 0, infraCostAvoided: 0 },
      { totalMonthly: 0, totalAnnual: 0 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(computeRoi(withInputs(overrides))).toMatchObject(expected);
  });

  test('annual figures are 12 x the unrounded monthly total', () => {
    const result = computeRoi(withInputs({ infraCostAvoided: 1_000 }));
    expect(result.totalMonthly).toBe(21_073.33);
    expect(result.totalAnnual).toBe(252_880);
  });
});
