/**
 * The string schema every text field of a request is built on: a `z.string()` that refuses the
 * NUL character (U+0000) with its own message. PostgreSQL cannot store NUL in text at all,
 * SQLite can, so without this rule the same input would be stored by one engine and fail on
 * the other (docs/decisions.md §66). It runs before the field's own checks, so its message is
 * the field's message (`fieldErrors` keeps the first). It does not stop those checks: a union
 * such as text-or-number then still reports the text's message rather than "Invalid input".
 *
 * @example const name = text('field.name.full').trim().min(1, 'field.name.full').max(200);
 */
import { z } from 'zod';
import type { FieldMessageKey } from '../field-messages/catalogue.ts';
import { en } from '../field-messages/en.ts';

export const NUL_CHARACTER_KEY: FieldMessageKey = 'field.text.nul';

function englishSentence(key: FieldMessageKey): string {
  return en[key];
}

/**
 * What an English answer says for it. A pure call, so a browser bundle that never reads it
 * leaves the English catalogue out (a German page loads only the German one).
 */
export const NUL_CHARACTER_MESSAGE: string = /* @__PURE__ */ englishSentence(NUL_CHARACTER_KEY);

/** A string without NUL; `error` is the message key for a value that is not a string at all. */
export function text(error?: FieldMessageKey) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !value.includes('\u0000'), { message: NUL_CHARACTER_KEY });
}
