/**
 * The ROI calculator's rules: defaults, bounds (checked by roi-validation.ts) and the formulas
 * (docs/product.md#roi-calculator). Shared so the island and the tests use one definition.
 *
 * @example computeRoi(ROI_DEFAULTS).totalMonthly // 25156.67
 */

export interface RoiInputs {
  /** Number of trading bots or strategies in production. */
  bots: number;
  hoursSavedPerWeek: number;
  /** Failed orders in percent, before and after. */
  failedOrderRateBefore: number;
  failedOrderRateAfter: number;
  complianceHoursPerMonth: number;
  /** Annual infrastructure cost avoided, CHF. */
  infraCostAvoided: number;
}
export type RoiField = keyof RoiInputs;

/** The default inputs. */
export const ROI_DEFAULTS: RoiInputs = {
  bots: 5,
  hoursSavedPerWeek: 20,
  failedOrderRateBefore: 2.5,
  failedOrderRateAfter: 0.1,
  complianceHoursPerMonth: 40,
  infraCostAvoided: 50_000,
};

export interface RoiBound {
  min: number;
  /** No upper bound when absent (infrastructure cost). */
  max?: number;
  /** The input's step; `whole` and `decimals` say which values are accepted. */
  step: number;
  decimals: number;
}

/** Input bounds. Infrastructure cost steps by 1'000 with the arrows but accepts any amount >= 0. */
export const ROI_BOUNDS: Record<RoiField, RoiBound> = {
  bots: { min: 1, max: 100, step: 1, decimals: 0 },
  hoursSavedPerWeek: { min: 0, max: 168, step: 1, decimals: 2 },
  failedOrderRateBefore: { min: 0, max: 10, step: 0.1, decimals: 1 },
  failedOrderRateAfter: { min: 0, max: 10, step: 0.1, decimals: 1 },
  complianceHoursPerMonth: { min: 0, max: 200, step: 1, decimals: 2 },
  infraCostAvoided: { min: 0, step: 1000, decimals: 2 },
};

/** Constants of the formulas. */
export const WEEKS_PER_MONTH = 4.33;
const OPS_HOURLY_RATE = 150;
const COMPLIANCE_HOURLY_RATE = 200;

export interface RoiResult {
  hoursSavedPerMonth: number;
  opsCostSaved: number;
  complianceSavings: number;
  infraSavingsMonthly: number;
  riskEventsAvoidedPer1000: number;
  totalMonthly: number;
  totalAnnual: number;
  /** Total monthly savings divided by the number of bots. */
  monthlyPerBot: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The formulas; amounts rounded to cents, annual figures from the unrounded monthly ones. */
export function computeRoi(inputs: RoiInputs): RoiResult {
  const hours = inputs.hoursSavedPerWeek * WEEKS_PER_MONTH;
  const ops = hours * OPS_HOURLY_RATE;
  const compliance = inputs.complianceHoursPerMonth * COMPLIANCE_HOURLY_RATE;
  const infra = inputs.infraCostAvoided / 12;
  const monthly = ops + compliance + infra;
  return {
    hoursSavedPerMonth: cents(hours),
    opsCostSaved: cents(ops),
    complianceSavings: cents(compliance),
    infraSavingsMonthly: cents(infra),
    riskEventsAvoidedPer1000: Math.round(cents((inputs.failedOrderRateBefore - inputs.failedOrderRateAfter) * 10)),
    totalMonthly: cents(monthly),
    totalAnnual: cents(monthly * 12),
    monthlyPerBot: cents(monthly / inputs.bots),
  };
}
