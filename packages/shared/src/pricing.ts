/**
 * Pricing arithmetic (docs/product.md#pricing): annual prepay, the AUM licence and order overage.
 * Plan figures themselves are content (content/en/home/pricing.yaml); the rules live here so
 * the home page, the plan sign-up and the server compute the same numbers.
 */

/** Annual prepay is 15 % off twelve monthly fees. */
export const ANNUAL_DISCOUNT_PERCENT = 15;

/** The AUM licence is 0.25 to 0.50 % of assets under management per year. */
export const AUM_RATE_PERCENT = { min: 0.25, max: 0.5 } as const;

/** Orders above the plan's monthly allowance cost CHF 0.02 per 1,000. */
const OVERAGE_CHF_PER_THOUSAND = 0.02;

/** Rounds a CHF amount to whole centimes, the smallest unit we bill. */
function roundToCentimes(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/**
 * The annual prepay price of a monthly fee: 12 x monthly x 0.85, rounded down to a multiple of
 * 5 (docs/product.md#pricing; this is how the published 5'085 and 10'185 come about). Integer
 * arithmetic, so 0.85 never turns 5'089.8 into 5'089.7999.
 *
 * @example annualPrice(499) // 5085
 */
export function annualPrice(monthlyFee: number): number {
  if (!Number.isInteger(monthlyFee) || monthlyFee < 0) throw new RangeError('monthlyFee must be whole CHF, at least 0');
  const discounted = (12 * monthlyFee * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100;
  return Math.floor(discounted / 5) * 5;
}

/** What annual prepay saves against twelve monthly payments. @example annualSaving(499) // 903 */
export function annualSaving(monthlyFee: number): number {
  return 12 * monthlyFee - annualPrice(monthlyFee);
}

function assertAumInputs(aum: number, ratePercent: number): void {
  if (!Number.isFinite(aum) || aum < 0) throw new RangeError('aum must be a number of CHF, at least 0');
  if (!(ratePercent >= AUM_RATE_PERCENT.min && ratePercent <= AUM_RATE_PERCENT.max)) {
    throw new RangeError(`ratePercent must be between ${AUM_RATE_PERCENT.min} and ${AUM_RATE_PERCENT.max}`);
  }
}

/** The AUM licence per year. @example aumLicenceAnnual(5_000_000, 0.35) // 17500 */
export function aumLicenceAnnual(aum: number, ratePercent: number): number {
  assertAumInputs(aum, ratePercent);
  return roundToCentimes((aum * ratePercent) / 100);
}

/** The AUM licence per month, billed monthly. @example aumLicenceMonthly(5_000_000, 0.35) // 1458.33 */
export function aumLicenceMonthly(aum: number, ratePercent: number): number {
  assertAumInputs(aum, ratePercent);
  return roundToCentimes((aum * ratePercent) / 100 / 12);
}

interface MonthlyCharge {
  /** What the client pays this month. */
  amount: number;
  /** Which rule set the amount: the plan fee (a floor) or the AUM licence. */
  basis: 'plan-fee' | 'aum-licence';
}

/**
 * With an AUM licence the monthly charge is the greater of the plan fee and
 * AUM x % / 12. A tie is billed as the plan fee.
 *
 * @example monthlyCharge(999, 5_000_000, 0.35) // { amount: 1458.33, basis: 'aum-licence' }
 */
export function monthlyCharge(planFee: number, aum: number, ratePercent: number): MonthlyCharge {
  const licence = aumLicenceMonthly(aum, ratePercent);
  return licence > planFee ? { amount: licence, basis: 'aum-licence' } : { amount: planFee, basis: 'plan-fee' };
}

/**
 * Overage for a month's orders above the plan's allowance: CHF 0.02 per started block of
 * 1,000 orders (docs/decisions.md: overage counts started thousands).
 *
 * @example overageCharge(1_250_001, 1_000_000) // 5.02 (251 started thousands)
 */
export function overageCharge(orders: number, includedOrders: number): number {
  if (!Number.isInteger(orders) || orders < 0) throw new RangeError('orders must be a whole number, at least 0');
  const excess = Math.max(0, orders - includedOrders);
  const blocks = Math.ceil(excess / 1000);
  return roundToCentimes(blocks * OVERAGE_CHF_PER_THOUSAND);
}
