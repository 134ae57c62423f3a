import { DESIGN_PARTNER_COHORT } from '@alpora/shared/design-partner-cohort';
import { describe, expect, test } from 'vitest';
import { CLAIMS } from './claims.ts';
import { fillPlaceholders, fillPlaceholdersDeep, placeholderValues } from './placeholders.ts';

describe('placeholders', () => {
  test('the API limit defaults to the shared figure, in prose grouping', () => {
    expect(placeholderValues({})).toMatchObject({ API_RATE_LIMIT_PER_MINUTE: '2,000' });
    expect(fillPlaceholders('**%API_RATE_LIMIT_PER_MINUTE% calls per minute**', placeholderValues({}))).toBe(
      '**2,000 calls per minute**',
    );
  });

  test('the configured figure is the one the page states', () => {
    const values = placeholderValues({ API_RATE_LIMIT_PER_MINUTE: '12500' });
    expect(fillPlaceholders('%API_RATE_LIMIT_PER_MINUTE% calls', values)).toBe('12,500 calls');
    expect(
      fillPlaceholdersDeep(
        { page: 'one-pager', whyChooseUs: ['API limit of %API_RATE_LIMIT_PER_MINUTE% calls per minute'], n: 3 },
        values,
      ),
    ).toEqual({ page: 'one-pager', whyChooseUs: ['API limit of 12,500 calls per minute'], n: 3 });
  });

  test('a registered claim renders the value of the register, and an unknown claim fails the build', () => {
    expect(fillPlaceholders('up to %claim:api-rate-limit% calls', { 'claim:api-rate-limit': '2,000' })).toBe(
      'up to 2,000 calls',
    );
    expect(placeholderValues({})['claim:api-rate-limit']).toBe('2,000');
    expect(() => fillPlaceholders('%claim:no-such-claim%', placeholderValues({}))).toThrow(/content\/claims.yaml/);
  });

  test('the cohort placeholders are the cohort the seat counter counts', () => {
    const values = placeholderValues({});
    expect(fillPlaceholders('%DESIGN_PARTNER_SEATS% seats, %DESIGN_PARTNER_COHORT%', values)).toBe(
      `${DESIGN_PARTNER_COHORT.seats} seats, ${DESIGN_PARTNER_COHORT.name}`,
    );
    expect(values.DESIGN_PARTNER_START).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  test("a translated page writes the figures and the cohort's first day its own way", () => {
    const english = placeholderValues({}, {}, 'en').DESIGN_PARTNER_START;
    const german = placeholderValues({ API_RATE_LIMIT_PER_MINUTE: '12500' }, {}, 'de');
    expect(german.API_RATE_LIMIT_PER_MINUTE).toBe("12'500");
    // "11. Januar 2027"
    expect(german.DESIGN_PARTNER_START).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    // "11 janvier 2027", "11 gennaio 2027": lower-case months, not the English ones.
    for (const locale of ['fr', 'it'] as const) {
      const day = placeholderValues({}, {}, locale).DESIGN_PARTNER_START;
      expect(day).toMatch(/^\d{1,2} [a-zéû]+ \d{4}$/);
      expect(day).not.toBe(english);
    }
  });

  test('the placeholders rendered from code state the figures of the register (claims "api-rate-limit", "partner-seats")', () => {
    const values = placeholderValues({});
    const claim = (id: string) => CLAIMS.claims.find((entry) => entry.id === id);
    expect(values.API_RATE_LIMIT_PER_MINUTE).toBe(claim('api-rate-limit')?.value);
    expect(`${values.DESIGN_PARTNER_SEATS} seats`).toBe(claim('partner-seats')?.value);
  });

  test('a bad figure or an unknown placeholder fails the build', () => {
    expect(() => placeholderValues({ API_RATE_LIMIT_PER_MINUTE: 'many' })).toThrow(/API_RATE_LIMIT_PER_MINUTE/);
    expect(() => fillPlaceholders('%API_RATE_LIMT_PER_MINUTE%', placeholderValues({}))).toThrow(/Unknown placeholder/);
    expect(fillPlaceholders('50% off, 100%', placeholderValues({}))).toBe('50% off, 100%');
  });
});
