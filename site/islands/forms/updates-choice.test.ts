/**
 * The product updates box (docs/decisions.md §79): a lead carries `updates: true` and the
 * version of the box's text only when the box is ticked, and nothing otherwise.
 */
import { onePagerLeadSchema } from '@alpora/shared/schemas/leads';
import { describe, expect, test } from 'vitest';
import { en } from '#site/i18n/en.ts';
import { LEAD_META, UPDATES_META } from './lead-form-schema.ts';
import { UPDATES_TICKED, updatesChoice, updatesNoticeVersion, withUpdates } from './updates-choice.ts';

describe('updatesChoice', () => {
  test.each([
    [UPDATES_TICKED, true],
    ['', false],
  ])('reads the box value %j as %s', (value, ticked) => {
    expect(updatesChoice.parse(value)).toBe(ticked);
  });
});

describe('withUpdates', () => {
  test('a ticked box becomes updates: true with the version of the updates notice', () => {
    expect(withUpdates({ email: 'cfo@family.example', updates: true })).toEqual({
      email: 'cfo@family.example',
      updates: true,
      updatesConsentVersion: en.leads.updates.consentVersion,
    });
  });

  test('an unticked box sends neither updates nor a notice version', () => {
    const fields = withUpdates({ email: 'cfo@family.example', updates: false });
    expect(fields).toEqual({ email: 'cfo@family.example' });
    expect('updates' in fields).toBe(false);
    expect('updatesConsentVersion' in fields).toBe(false);
  });
});

describe('updatesNoticeVersion', () => {
  test('is the updates notice, not the lead notice, so the subscription records what was asked for', () => {
    expect(updatesNoticeVersion()).toBe(en.leads.updates.consentVersion);
    expect(updatesNoticeVersion()).not.toBe(en.leads.consentVersion);
    expect(updatesNoticeVersion()).toMatch(/^en-updates-\d{4}-\d{2}-\d{2}$/);
  });
});

test("a form schema with the box turns the form's text into the lead's fields", () => {
  const schema = onePagerLeadSchema.omit({ ...LEAD_META, ...UPDATES_META }).extend({ updates: updatesChoice });
  const values = { email: ' CFO@Family.example ', role: 'family-office', aumBand: '<10m' };
  expect(withUpdates(schema.parse({ ...values, updates: '' }))).toEqual({
    email: 'cfo@family.example',
    role: 'family-office',
    aumBand: '<10m',
  });
  expect(withUpdates(schema.parse({ ...values, updates: UPDATES_TICKED }))).toMatchObject({ updates: true });
  // What the form sends passes the shared schema the API checks it with.
  const payload = {
    kind: 'one-pager',
    consent: true,
    consentVersion: en.leads.consentVersion,
    page: '/',
    ts: new Date().toISOString(),
  };
  const ticked = withUpdates(schema.parse({ ...values, updates: UPDATES_TICKED }));
  expect(onePagerLeadSchema.parse({ ...payload, clientId: crypto.randomUUID(), ...ticked })).toMatchObject({
    updates: true,
    updatesConsentVersion: en.leads.updates.consentVersion,
  });
});
