import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { fieldErrors, ROOT_FIELD } from './field-errors.ts';

const schema = z.object({
  email: z.string().min(1, 'Enter your email.').email('Enter a valid email address.'),
  address: z.object({ city: z.string().min(1, 'Enter a city.') }),
});

function errorsOf(value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the parse to fail');
  return fieldErrors(parsed.error);
}

describe('fieldErrors', () => {
  test('keeps the first message of each field', () => {
    expect(errorsOf({ email: '', address: { city: 'Zug' } })).toEqual({ email: 'Enter your email.' });
  });

  test('names nested fields by their dotted path', () => {
    expect(errorsOf({ email: 'a@b.ch', address: { city: '' } })).toEqual({ 'address.city': 'Enter a city.' });
  });

  test('puts a message about the whole value under the root key', () => {
    const parsed = z.string({ error: 'Send text.' }).safeParse(1);
    if (parsed.success) throw new Error('expected the parse to fail');
    expect(fieldErrors(parsed.error)).toEqual({ [ROOT_FIELD]: 'Send text.' });
  });
});
