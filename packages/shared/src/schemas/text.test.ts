import { describe, expect, test } from 'vitest';
import type { ZodError } from 'zod';
import { fieldErrors } from '../field-errors.ts';
import { analyticsEventSchema } from './analytics.ts';
import { loginRequestSchema, registerRequestSchema } from './auth.ts';
import { contactLeadSchema } from './leads.ts';
import { NUL_CHARACTER_KEY, NUL_CHARACTER_MESSAGE, text } from './text.ts';

/** The field messages of a parse: none when it passed. */
function messagesOf(result: { error?: ZodError | undefined }): Record<string, string> {
  return result.error ? fieldErrors(result.error) : {};
}

describe('text', () => {
  test.each(['\u0000', 'a\u0000', '\u0000a', 'Ada\u0000Lovelace'])('refuses NUL anywhere: %j', (value) => {
    const result = text().safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NUL_CHARACTER_KEY]);
    expect(messagesOf(result)).toEqual({ _: NUL_CHARACTER_MESSAGE });
  });

  test.each(['', 'Zürich', 'tab\tand\nnewline', '\u0001', 'emoji 🙂'])('accepts any other text: %j', (value) => {
    expect(text().parse(value)).toBe(value);
  });

  test("its message comes before the field's own checks", () => {
    const field = text('field.twoFactor.code')
      .trim()
      .min(5, 'field.text.tooShort')
      .regex(/^[a-z]+$/, 'field.twoFactor.digits');
    expect(messagesOf(field.safeParse('a\u0000'))).toEqual({ _: NUL_CHARACTER_MESSAGE });
    expect(messagesOf(field.safeParse(7))).toEqual({ _: 'Enter the 6-digit code from your authenticator app.' });
  });
});

describe('every text of a request refuses NUL with the same message', () => {
  const register = { username: 'ada', email: 'ada@example.com', password: 'correct horse', firstName: 'Ada' };
  const contact = { name: 'Alan Turing', email: 'alan@example.com', message: 'Do you support options?' };
  test.each([
    ['registration', registerRequestSchema, register, ['username', 'email', 'password', 'firstName']],
    ['login', loginRequestSchema, { username: 'ada', password: 'correct horse' }, ['username', 'password']],
    [
      'contact form',
      contactLeadSchema.pick({ name: true, email: true, message: true }),
      contact,
      ['name', 'email', 'message'],
    ],
  ])('%s', (_form, schema, valid, fields) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const field of fields) {
      const value = (valid as Record<string, string>)[field];
      const result = schema.safeParse({ ...valid, [field]: `${value}\u0000` });
      expect(messagesOf(result)).toEqual({ [field]: NUL_CHARACTER_MESSAGE });
    }
  });

  test('an analytics property value, beside numbers and booleans', () => {
    const result = analyticsEventSchema.safeParse({ name: 'page_view', path: '/', properties: { ref: 'n\u0000v' } });
    expect(messagesOf(result)).toEqual({ 'properties.ref': NUL_CHARACTER_MESSAGE });
  });
});
