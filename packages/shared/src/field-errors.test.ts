import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { FIELD_MESSAGES, fieldErrors, ROOT_FIELD } from './field-errors.ts';
import { LOCALES } from './locales.ts';
import { text } from './schemas/text.ts';

const schema = z.object({
  email: text('field.email.required').min(1, 'field.email.required').pipe(z.email('field.email.invalid')),
  address: z.object({ city: text().min(1, 'field.required').max(40, 'field.text.tooLong') }),
});

function errorsOf(value: unknown, locale?: (typeof LOCALES)[number]): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected the parse to fail');
  return fieldErrors(parsed.error, locale);
}

describe('fieldErrors', () => {
  test('keeps the first message of each field, in English unless asked', () => {
    expect(errorsOf({ email: '', address: { city: 'Zug' } })).toEqual({ email: 'Enter your email address.' });
  });

  test('names nested fields by their dotted path', () => {
    expect(errorsOf({ email: 'a@b.ch', address: { city: '' } })).toEqual({ 'address.city': 'Fill in this field.' });
  });

  test('puts a message about the whole value under the root key', () => {
    const parsed = text('field.text.notText').safeParse(1);
    if (parsed.success) throw new Error('expected the parse to fail');
    expect(fieldErrors(parsed.error)).toEqual({ [ROOT_FIELD]: 'Send this value as text.' });
  });

  test.each([
    ['en', 'Enter a valid email address.', 'Use at most 40 characters.'],
    ['de', 'Geben Sie eine gültige E-Mail-Adresse ein.', 'Verwenden Sie höchstens 40 Zeichen.'],
    ['fr', 'Saisissez une adresse e-mail valable.', 'Utilisez au maximum 40 caractères.'],
    ['it', 'Inserisca un indirizzo e-mail valido.', 'Usi al massimo 40 caratteri.'],
  ] as const)('speaks %s, with the limit the check names', (locale, email, tooLong) => {
    expect(errorsOf({ email: 'ada@', address: { city: 'Z'.repeat(41) } }, locale)).toEqual({
      email: email,
      'address.city': tooLong,
    });
  });

  test('fills the allowed values of a choice and the params of a refinement', () => {
    const choice = z.object({
      colour: z.enum(['red', 'blue'], { error: 'field.choice.useOneOf' }),
      days: z.number().refine((n) => n <= 9, { message: 'field.admin.reportTooLong', params: { days: 9 } }),
    });
    const parsed = choice.safeParse({ colour: 'green', days: 10 });
    if (parsed.success) throw new Error('expected the parse to fail');
    expect(fieldErrors(parsed.error, 'fr')).toEqual({
      colour: 'Utilisez l’une de ces valeurs\u00a0: red, blue.',
      days: 'Un rapport couvre au maximum 9 jours.',
    });
  });

  test.each(LOCALES)('gives a message zod wrote itself in the catalogue language too (%s)', (locale) => {
    const parsed = z.object({ code: z.string().max(3), items: z.array(z.string()).min(2) }).safeParse({
      code: 'abcd',
      items: [],
    });
    if (parsed.success) throw new Error('expected the parse to fail');
    const messages = FIELD_MESSAGES[locale];
    expect(fieldErrors(parsed.error, locale)).toEqual({
      code: messages['field.text.tooLong'].replace('{maximum}', '3'),
      items: messages['field.list.tooShort'].replace('{minimum}', '2'),
    });
  });
});
