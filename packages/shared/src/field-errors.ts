/**
 * The one way a failed zod parse becomes field messages, on the server (the 422 answer's
 * `fields`) and in the browser (the form's messages), so both say the same thing for the same
 * field (docs/product.md#api).
 *
 * @example fieldErrors(schema.safeParse({ email: 'x' }).error) // { email: 'Enter a valid email address.' }
 */
import type { ZodError } from 'zod';

/** The field a message belongs to: its dotted path, or `_` for the value as a whole. */
export const ROOT_FIELD = '_';

/** First message per dotted field path, in the order zod reported them. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_FIELD;
    fields[key] ??= issue.message;
  }
  return fields;
}
