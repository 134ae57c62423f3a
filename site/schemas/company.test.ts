import { describe, expect, test } from 'vitest';
import { companySchema, isValidUid } from './company.ts';

describe('isValidUid', () => {
  test.each([
    ['a UID whose check digit is its last digit', 'CHE-123.456.788', true],
    ['a UID whose check digit is 0 (11 minus a sum divisible by 11)', 'CHE-482.517.300', true],
    ['a UID with one digit mistyped', 'CHE-123.456.789', false],
    ['two digits swapped', 'CHE-213.456.788', false],
    ['first eight digits whose check would be 10, never issued', 'CHE-100.000.160', false],
    ['no CHE prefix', '123.456.788', false],
    ['no dots', 'CHE-123456788', false],
    ['the VAT suffix', 'CHE-123.456.788 MWST', false],
    ['lower case', 'che-123.456.788', false],
  ])('%s: %s', (_name, uid, valid) => {
    expect(isValidUid(uid)).toBe(valid);
  });
});

describe('companySchema', () => {
  const company = {
    legalForm: 'Aktiengesellschaft (AG)',
    address: { street: 'Baarerstrasse 14', postalCode: '6300', city: 'Zug', country: 'Switzerland' },
    registerCanton: 'Zug',
    uid: 'CHE-482.517.300',
    vatRegistered: true,
    representedBy: 'The board of directors',
  };

  test('accepts a complete company', () => {
    expect(companySchema.parse(company)).toEqual(company);
  });

  test('refuses a mistyped UID, naming the field and the format', () => {
    const result = companySchema.safeParse({ ...company, uid: 'CHE-482.517.301' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['uid', 'A UID is written CHE-123.456.789 and its last digit is its check digit.'],
    ]);
  });

  test('refuses a postal code that is not four digits', () => {
    const result = companySchema.safeParse({ ...company, address: { ...company.address, postalCode: '630' } });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['address.postalCode']);
  });
});
