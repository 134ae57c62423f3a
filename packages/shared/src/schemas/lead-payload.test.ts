import { describe, expect, test } from 'vitest';
import { en } from '../field-messages/en.ts';
import { issueSentence } from '../field-messages/sentences.ts';
import { leadPayloadSchema, normaliseLegacyLead } from './lead-payload.ts';

const legacy = {
  email: 'Ada@Example.com',
  name: 'Ada King Lovelace',
  company: 'Analytical Engines AG',
  interest: 'hedge-fund',
  selectedPlan: 'pro',
  consent: true,
  ts: '2025-06-01T08:00:00.000Z',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'launch',
  referrer: 'https://news.example.com/',
};

describe('normaliseLegacyLead', () => {
  test('an original waitlist payload becomes a waitlist lead with unknown consent record', () => {
    const lead = leadPayloadSchema.parse(legacy);
    expect(lead).toMatchObject({
      kind: 'waitlist',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'King Lovelace',
      consentVersion: 'unknown',
      page: 'unknown',
      utm_campaign: 'launch',
    });
    expect(lead.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('each call without a client id gets its own', () => {
    const first = leadPayloadSchema.parse(legacy);
    const second = leadPayloadSchema.parse(legacy);
    expect(first.clientId).not.toBe(second.clientId);
  });

  test('a payload with a kind is left exactly as it came', () => {
    const current = { kind: 'contact', email: 'a@example.com' };
    expect(normaliseLegacyLead(current)).toBe(current);
  });

  test.each([
    [{ ...legacy, name: 'Ada' }, { name: 'Enter your first and last name.' }],
    [{ ...legacy, name: undefined }, { name: 'Enter your first and last name.' }],
    [{ ...legacy, email: 'ada@' }, { email: 'Enter a valid email address.' }],
    [{ ...legacy, consent: false }, { consent: 'Consent is required.' }],
    [{ ...legacy, interest: 'retail' }, { interest: 'Choose what describes you best.' }],
  ])('an invalid original payload fails on its field: %j', (payload, fields) => {
    const result = leadPayloadSchema.safeParse(payload);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error?.issues.map((i) => [i.path.join('.'), issueSentence(i, en)]) ?? [],
    );
    expect(messages).toEqual(fields);
  });
});

describe('the consent time', () => {
  test.each([
    ['2025-01-01T00:00:00.123456789012345678901234Z', '2025-01-01T00:00:00.123Z'],
    ['2025-01-01T00:00:00.1Z', '2025-01-01T00:00:00.100Z'],
    ['2025-06-01T08:00:00Z', '2025-06-01T08:00:00.000Z'],
    ['2025-06-01T08:00:00.000Z', '2025-06-01T08:00:00.000Z'],
  ])('%s is kept to the millisecond as %s', (ts, stored) => {
    expect(leadPayloadSchema.parse({ ...legacy, ts }).ts).toBe(stored);
  });
});
