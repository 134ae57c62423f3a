import { describe, expect, test } from 'vitest';
import { submissionFields } from './submission-fields.ts';

describe('submissionFields', () => {
  test('marks what a repeat says differently from the submission before, and nothing of the first', () => {
    const [first, second] = submissionFields([
      { payload: { kind: 'contact', name: 'Alan Turing', email: 'alan@example.com', message: 'Options?' } },
      { payload: { kind: 'contact', name: 'Alan M. Turing', email: 'alan@example.com', message: 'Futures?' } },
    ]);
    expect(first?.every((field) => !field.changed)).toBe(true);
    expect(second).toEqual([
      { label: 'Name', value: 'Alan M. Turing', changed: true },
      { label: 'Email', value: 'alan@example.com', changed: false },
      { label: 'Message', value: 'Futures?', changed: true },
    ]);
  });

  test('joins first and last name, names the updates answer, and leaves out the consent record and ids', () => {
    const [fields] = submissionFields([
      {
        payload: {
          clientId: '0b6f…',
          consent: true,
          consentVersion: 'en-waitlist-2026-11-24',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          updates: false,
          page: '/pricing',
        },
      },
    ]);
    expect(fields?.map(({ label, value }) => [label, value])).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Email', 'ada@example.com'],
      ['Product updates', 'not asked for'],
      ['Sent from', '/pricing'],
    ]);
  });

  test('a field the submission before did not have counts as changed; an unreadable payload shows nothing', () => {
    const [, second, third] = submissionFields([
      { payload: { email: 'ada@example.com' } },
      { payload: { email: 'ada@example.com', company: 'Analytical Engines AG' } },
      { payload: null },
    ]);
    expect(second?.find((field) => field.label === 'Company')).toEqual({
      label: 'Company',
      value: 'Analytical Engines AG',
      changed: true,
    });
    expect(third).toEqual([]);
  });

  test('names each submission’s language, and marks it when a repeat came from a page in another', () => {
    const [first, second] = submissionFields([
      { payload: { kind: 'contact', email: 'alan@example.com', locale: 'de' } },
      { payload: { kind: 'contact', email: 'alan@example.com', locale: 'fr' } },
    ]);
    expect(first).toContainEqual({ label: 'Language', value: 'German', changed: false });
    expect(second).toContainEqual({ label: 'Language', value: 'French', changed: true });
  });
});
