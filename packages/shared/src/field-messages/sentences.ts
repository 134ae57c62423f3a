/**
 * A failed zod parse as sentences of one catalogue (docs/product.md#languages): the first per
 * field, a key turned into its sentence with the limit or the allowed values the zod issue
 * names. A message that is not a key (zod's own, or a schema outside the shared package) gives
 * way to the catalogue's sentence for its kind of issue, so no answer mixes languages. The
 * browser passes its page's catalogue; `fieldErrors` (`../field-errors.ts`) picks one by locale.
 *
 * @example fieldErrorsIn(parsed.error, fieldMessages()) // { email: 'Enter a valid email address.' }
 */
import type { ZodError } from 'zod';
import type { FieldMessageKey, FieldMessages } from './catalogue.ts';

/** The field a message belongs to: its dotted path, or `_` for the value as a whole. */
export const ROOT_FIELD = '_';

type Issue = ZodError['issues'][number];

/** Whether a message is a key of the catalogue (every catalogue has the same keys). */
export function isFieldMessageKey(message: string, messages: FieldMessages): message is FieldMessageKey {
  return Object.hasOwn(messages, message);
}

/** The key of an issue whose message is none: by what the check found. */
function keyOfIssue(issue: Issue): FieldMessageKey {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return 'field.text.tooLong';
      if (issue.origin === 'array' || issue.origin === 'set') return 'field.list.tooLong';
      return issue.origin === 'number' || issue.origin === 'int' ? 'field.number.tooBig' : 'field.invalid';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'field.required' : 'field.text.tooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'field.list.tooShort';
      return issue.origin === 'number' || issue.origin === 'int' ? 'field.number.tooSmall' : 'field.invalid';
    case 'invalid_value':
      return 'field.choice.useOneOf';
    case 'invalid_format':
      return issue.format === 'email' ? 'field.email.invalid' : 'field.invalid';
    default:
      return 'field.invalid';
  }
}

/** The `{names}` of a sentence, from the issue: its limit, its allowed values, its params. */
function fill(sentence: string, issue: Issue): string {
  const named: Record<string, unknown> = { ...issue, ...('params' in issue ? issue.params : {}) };
  return sentence.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = named[name];
    if (Array.isArray(value)) return value.map(String).join(', ');
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
      ? String(value)
      : placeholder;
  });
}

/** One issue's sentence in the catalogue's language. */
export function issueSentence(issue: Issue, messages: FieldMessages): string {
  const key = isFieldMessageKey(issue.message, messages) ? issue.message : keyOfIssue(issue);
  return fill(messages[key], issue);
}

/** First sentence per dotted field path, in the order zod reported them, from a catalogue. */
export function fieldErrorsIn(error: ZodError, messages: FieldMessages): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_FIELD;
    fields[key] ??= issueSentence(issue, messages);
  }
  return fields;
}
