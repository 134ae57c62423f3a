import { describe, expect, test } from 'vitest';
import {
  annualPrice,
  annualSaving,
  aumLicenceAnnual,
  aumLicenceMonthly,
  monthlyCharge,
  overageCharge,
} from './pricing.ts';

// claim: annual-prepay-discount
describe('annualPrice: 12 x monthly x 0.85, rounded down to a multiple of 5', () => {
  test.each([
    { plan: 'Pro', monthly: 499, annual: 5085 },
    { plan: 'Desk+', monthly: 999, annual: 10185 },
    { plan: 'a round fee', monthly: 100, annual: 1020 },
    { plan: 'free', monthly: 0, annual: 0 },
    { plan: 'Enterprise floor', monthly: 2500, annual: 25500 },
  ])('$plan: $monthly a month is $annual a year', ({ monthly, annual }) => {
    expect(annualPrice(monthly)).toBe(annual);
    expect(annualPrice(monthly) % 5).toBe(0);
  });

  test.each([-1, 499.5, Number.NaN])('rejects %s', (monthly) => {
    expect(() => annualPrice(monthly)).toThrow(RangeError);
  });

  test('the saving is what twelve monthly payments cost more', () => {
    expect(annualSaving(499)).toBe(903);
    expect(annualSaving(999)).toBe(1803);
  });
});

// claim: aum-licence-rate
describe('AUM licence: AUM x % a year, billed monthly', () => {
  test.each([
    { aum: 5_000_000, rate: 0.35, annual: 17_500, monthly: 1458.33 },
    { aum: 5_000_000, rate: 0.25, annual: 12_500, monthly: 1041.67 },
    { aum: 5_000_000, rate: 0.5, annual: 25_000, monthly: 2083.33 },
    { aum: 50_000_000, rate: 0.3, annual: 150_000, monthly: 12_500 },
    { aum: 0, rate: 0.35, annual: 0, monthly: 0 },
  ])('$aum at $rate % is $annual a year, $monthly a month', ({ aum, rate, annual, monthly }) => {
    expect(aumLicenceAnnual(aum, rate)).toBe(annual);
    expect(aumLicenceMonthly(aum, rate)).toBe(monthly);
  });

  test.each([
    { aum: 5_000_000, rate: 0.2 },
    { aum: 5_000_000, rate: 0.51 },
    { aum: -1, rate: 0.35 },
    { aum: Number.POSITIVE_INFINITY, rate: 0.35 },
  ])('rejects $aum at $rate %', ({ aum, rate }) => {
    expect(() => aumLicenceMonthly(aum, rate)).toThrow(RangeError);
  });
});

describe('monthlyCharge: the greater of plan fee and AUM x % / 12', () => {
  test.each([
    { fee: 999, aum: 5_000_000, rate: 0.35, amount: 1458.33, basis: 'aum-licence' },
    { fee: 2500, aum: 5_000_000, rate: 0.35, amount: 2500, basis: 'plan-fee' },
    { fee: 499, aum: 1_000_000, rate: 0.25, amount: 499, basis: 'plan-fee' },
    { fee: 499, aum: 2_400_000, rate: 0.25, amount: 500, basis: 'aum-licence' },
    { fee: 500, aum: 2_400_000, rate: 0.25, amount: 500, basis: 'plan-fee' },
  ])('plan fee $fee with $aum at $rate % bills $amount ($basis)', ({ fee, aum, rate, amount, basis }) => {
    expect(monthlyCharge(fee, aum, rate)).toEqual({ amount, basis });
  });
});

describe('overageCharge: CHF 0.02 per started 1,000 orders above the allowance', () => {
  test.each([
    { orders: 900_000, included: 1_000_000, charge: 0 },
    { orders: 1_000_000, included: 1_000_000, charge: 0 },
    { orders: 1_000_001, included: 1_000_000, charge: 0.02 },
    { orders: 1_001_000, included: 1_000_000, charge: 0.02 },
    { orders: 1_250_001, included: 1_000_000, charge: 5.02 },
    { orders: 6_000_000, included: 5_000_000, charge: 20 },
  ])('$orders orders with $included included cost $charge', ({ orders, included, charge }) => {
    expect(overageCharge(orders, included)).toBe(charge);
  });
});
