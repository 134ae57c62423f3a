import { describe, expect, test } from 'vitest';
import { designPartnerCohort, recruitingProblem } from './design-partner-cohort.ts';

describe('the design-partner cohort', () => {
  const cohort = designPartnerCohort({ starts: '2027-01-11', seats: 5, weeks: 12 });

  test('its name is the quarter it starts in, and it ends after its weeks', () => {
    expect(cohort.name).toBe('Q1 2027');
    expect(cohort.ends.toISOString().slice(0, 10)).toBe('2027-04-04');
    expect(designPartnerCohort({ starts: '2027-04-05', seats: 5, weeks: 12 }).name).toBe('Q2 2027');
  });

  test('the site may recruit for it until its first day, then the build says what to change', () => {
    expect(recruitingProblem(cohort, new Date('2027-01-10T23:59:59Z'))).toBeUndefined();
    expect(recruitingProblem(cohort, new Date('2027-01-11T00:00:00Z'))).toBe(
      "The Q1 2027 design-partner cohort started on 11 January 2027, but /partners still recruits for it: set the next cohort's first day in packages/shared/src/design-partner-cohort.ts.",
    );
  });

  test('a first day that is no day is refused', () => {
    expect(() => designPartnerCohort({ starts: '2027-13-01', seats: 5, weeks: 12 })).toThrow(/not a day/);
  });
});
