/**
 * The product updates box (docs/decisions.md §79, §242): a lead carries `updates: true` and the
 * version of the box's words only when the box is ticked, and `updates: false` otherwise.
 */
import { findConsentNotice } from '@alpora/shared/consent-notices';
import { onePagerLeadSchema } from '@alpora/shared/schemas/leads';
import { describe, expect, test } from 'vitest';
import { leadNotice, updatesBox } from './consent-notice.ts';
import { LEAD_META, UPDATES_META } from './lead-form-schema.ts';
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
  test("a ticked box becomes updates: true with the version of the form's updates box", () => {
    expect(withUpdates('one-pager', { email: 'cfo@family.example', updates: true })).toEqual({
      email: 'cfo@family.example',
      updates: true,
      updatesConsentVersion: updatesBox('one-pager').version,
    });
  });

  test('an unticked box says no and sends no notice version', () => {
    expect(withUpdates('waitlist', { email: 'cfo@family.example', updates: false })).toEqual({
      email: 'cfo@family.example',
      updates: false,
    });
  });

  test("the box's version is an updates box the API knows for the form, not the form's own notice", () => {
    for (const kind of ['waitlist', 'plan', 'one-pager'] as const) {
      const version = withUpdates(kind, { updates: true }).updatesConsentVersion ?? '';
      expect(findConsentNotice('updates', kind, version)?.retired).toBeUndefined();
      expect(version).not.toBe(leadNotice(kind).version);
    }
  });
});

test("a form schema with the box turns the form's text into the lead's fields", () => {
  const schema = onePagerLeadSchema.omit({ ...LEAD_META, ...UPDATES_META }).extend({ updates: updatesChoice });
  const values = { email: ' CFO@Family.example ', role: 'family-office', aumBand: '<10m' };
  expect(withUpdates('one-pager', schema.parse({ ...values, updates: '' }))).toEqual({
    email: 'cfo@family.example',
    role: 'family-office',
    aumBand: '<10m',
    updates: false,
  });
  // What the form sends passes the shared schema the API checks it with.
  const payload = {
    kind: 'one-pager',
    consent: true,
    consentVersion: leadNotice('one-pager').version,
    page: '/',
    ts: new Date().toISOString(),
  };
  const ticked = withUpdates('one-pager', schema.parse({ ...values, updates: UPDATES_TICKED }));
  expect(onePagerLeadSchema.parse({ ...payload, clientId: crypto.randomUUID(), ...ticked })).toMatchObject({
    updates: true,
    updatesConsentVersion: updatesBox('one-pager').version,
  });
});
