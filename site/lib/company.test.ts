import { describe, expect, test } from 'vitest';
import type { Company } from '#site/schemas/company.ts';
import { type CompanySettings, controllerDisagreements, postalAddress, vatNumber } from './company.ts';

const company: Company = {
  legalForm: 'Aktiengesellschaft (AG)',
  address: { street: 'Baarerstrasse 14', postalCode: '6300', city: 'Zug', country: 'Switzerland' },
  registerCanton: 'Zug',
  uid: 'CHE-482.517.300',
  vatRegistered: true,
  representedBy: 'The board of directors',
};
const settings: CompanySettings = { legalName: 'Alpora AG', email: { general: 'hello@alpora.ch' }, company };
const controller = {
  name: 'Alpora AG',
  address: 'Baarerstrasse 14, 6300 Zug, Switzerland',
  contact: 'hello@alpora.ch',
};

describe('postalAddress', () => {
  test('writes street, postal code with city, and country on one line', () => {
    expect(postalAddress(company)).toBe('Baarerstrasse 14, 6300 Zug, Switzerland');
  });
});

describe('vatNumber', () => {
  test('is the UID with MWST when the company is registered for VAT, and none otherwise', () => {
    expect(vatNumber(company)).toBe('CHE-482.517.300 MWST');
    expect(vatNumber({ ...company, vatRegistered: false })).toBeUndefined();
  });
});

describe('controllerDisagreements', () => {
  test('finds nothing when the controller names the company, its address and contact', () => {
    expect(controllerDisagreements(settings, controller)).toEqual([]);
  });

  test.each([
    ['name', { name: 'Alpora GmbH' }],
    ['address', { address: 'Zug, Switzerland' }],
    ['contact', { contact: 'privacy@alpora.ch' }],
  ])('names the %s when the controller states another one', (field, change) => {
    const problems = controllerDisagreements(settings, { ...controller, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^controller\\.${field} is "${Object.values(change)[0]}"`));
  });
});
