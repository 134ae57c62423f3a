import { describe, expect, test } from 'vitest';
import { filterQuery, filtersFromFragment, fragmentFor } from './lead-filters.ts';

describe('lead filters in the URL fragment', () => {
  test('reads the filters after the section name, ignoring unknown names and empty values', () => {
    expect(filtersFromFragment('#leads?campaign=spring%20fair&status=new&colour=red&q=')).toEqual({
      campaign: 'spring fair',
      status: 'new',
    });
  });

  test('a fragment without a query has no filters', () => {
    expect(filtersFromFragment('#leads')).toEqual({});
    expect(filtersFromFragment('')).toEqual({});
  });

  test('writes the filters in a fixed order and reads back what it wrote', () => {
    const filters = { to: '2026-11-30', q: 'Müller & Co', kind: 'demo', medium: '' };
    expect(filterQuery(filters)).toBe('q=M%C3%BCller+%26+Co&kind=demo&to=2026-11-30');
    expect(filtersFromFragment(fragmentFor(filters))).toEqual({ q: 'Müller & Co', kind: 'demo', to: '2026-11-30' });
    expect(fragmentFor({})).toBe('#leads');
  });

  test('the language filter travels in the fragment like the others', () => {
    expect(filtersFromFragment('#leads?locale=fr&kind=contact')).toEqual({ locale: 'fr', kind: 'contact' });
    expect(filterQuery({ confirmed: 'yes', locale: 'de', kind: 'demo' })).toBe('kind=demo&locale=de&confirmed=yes');
  });
});
