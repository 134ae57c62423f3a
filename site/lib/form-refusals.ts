/**
 * What both form layers do with a refusal's messages (the React hook,
 * `site/islands/forms/use-form.ts`, and the server-rendered forms, `site/lib/html-form/`): keep
 * the messages of the fields the form has, and fail loudly when the schema refuses a field the
 * form does not show. Such a refusal would leave the person stuck without a word; a value the
 * sender adds (the page's language) belongs in the sender, not the schema.
 *
 * @example const own = ownFieldMessages(apiFields, (name) => name in values);
 */

/** The messages of the form's own fields (renamed by `fieldOf` where a payload names one differently); the first message of a field wins. */
export function ownFieldMessages<Name extends string>(
  fields: Record<string, string>,
  isField: (name: string) => boolean,
  fieldOf: Record<string, Name> = {},
): Partial<Record<Name, string>> {
  const own: Partial<Record<Name, string>> = {};
  for (const [key, message] of Object.entries(fields)) {
    const name = fieldOf[key] ?? key;
    if (isField(name)) own[name as Name] ??= message;
  }
  return own;
}

/** Throws when a message names a field the form does not show: a mistake of the form's code. */
export function assertRefusalsShown(
  refused: Record<string, string | undefined>,
  isShown: (name: string) => boolean,
): void {
  const unshown = Object.keys(refused).filter((name) => refused[name] && !isShown(name));
  if (unshown.length > 0) {
    throw new Error(
      `The form's schema refuses ${unshown.join(', ')}, which the form does not show: omit it from the schema.`,
    );
  }
}
