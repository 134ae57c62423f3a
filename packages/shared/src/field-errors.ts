/**
 * The one way a failed zod parse becomes field messages, on the server (the 422 answer's
 * `fields`) and in the browser (the form's messages), so both say the same thing for the same
 * field (docs/product.md#api). The shared schemas carry message keys (`field.email.invalid`);
 * the catalogue of the reader's language turns each into a sentence
 * (`field-messages/sentences.ts`). The browser, which loads only its page's catalogue, calls
 * `fieldErrorsIn` with it; the API, which has all four, calls `fieldErrors` with the locale.
 *
 * @example fieldErrors(schema.safeParse({ email: 'x' }).error, 'fr') // { email: 'Saisissez une adresse e-mail valide.' }
 */
import type { ZodError } from 'zod';
import type { FieldMessages } from './field-messages/catalogue.ts';
import { de } from './field-messages/de.ts';
import { en } from './field-messages/en.ts';
import { fr } from './field-messages/fr.ts';
import { it } from './field-messages/it.ts';
import { fieldErrorsIn, issueSentence } from './field-messages/sentences.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

export { fieldErrorsIn, ROOT_FIELD } from './field-messages/sentences.ts';

/** Every language's catalogue, for the API, which answers in the request's language. */
export const FIELD_MESSAGES: Record<Locale, FieldMessages> = { en, de, fr, it };

/** First sentence per dotted field path, in `locale` (English unless asked). */
export function fieldErrors(error: ZodError, locale: Locale = DEFAULT_LOCALE): Record<string, string> {
  return fieldErrorsIn(error, FIELD_MESSAGES[locale]);
}

/**
 * One issue's message for an operator's command line: a key's English sentence, or the message
 * as the command's own check wrote it.
 */
export function operatorMessage(issue: ZodError['issues'][number] | undefined): string {
  if (!issue) return 'Invalid.';
  return Object.hasOwn(en, issue.message) ? issueSentence(issue, en) : issue.message;
}
