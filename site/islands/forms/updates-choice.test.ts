/**
 * The product updates box (docs/decisions.md §79): a lead carries `updates: true` only when
 * the box is ticked, and nothing otherwise.
 */
import { onePagerLeadSchema } from '@alpora/shared/schemas/leads';
import { describe, expect, test } from 'vitest';
import { LEAD_META } from './lead-form-schema.ts';
import { UPDATES_TICKED, updatesChoice, withUpdates } from './updates-choice.ts';

describe('updatesChoice', () => {
  test.each([
    [UPDATES_TICKED, true],
    ['', false],
  ])('reads the box value %j as %s', (value, ticked) => {
    expect(updatesChoice.parse(value)).toBe(ticked);
  });
});

describe('withUpdates', () => {
  test('a ticked box becomes updates: true', () => {
    expect(withUpdates({ email: 'cfo@family.example', updates: true })).toEqual({
      email: 'cfo@family.example',
      updates: true,
    });
  });

  test('an unticked box sends no updates field at all', () => {
    const fields = withUpdates({ email: 'cfo@family.example', updates: false });
    expect(fields).toEqual({ email: 'cfo@family.example' });
    expect('updates' in fields).toBe(false);
  });
});

test("a form schema with the box turns the form's text into the lead's fields", () => {
  const schema = onePagerLeadSchema.omit(LEAD_META).extend({ updates: updatesChoice });
  const values = { email: ' CFO@Family.example ', role: 'family-office', aumBand: '<10m' };
  expect(withUpdates(schema.parse({ ...values, updates: '' }))).toEqual({
    email: 'cfo@family.example',
    role: 'family-office',
    aumBand: '<10m',
  });
  expect(withUpdates(schema.parse({ ...values, updates: UPDATES_TICKED }))).toMatchObject({ updates: true });
});
