/**
 * Fills a dictionary template's `{name}` placeholders. The values are checked against the
 * template at compile time: `format('Sign up for {plan}', {})` does not compile, because the
 * dictionary's strings keep their literal types (docs/product.md#texts-and-messages).
 *
 * @example format(t.demo.title, { minutes: 20 }) // 'Book a 20-min demo'
 */

/** The placeholder names of a template: `'{left} of {total}'` gives `'left' | 'total'`. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a template needs; a template only known as `string` takes any names. */
export type TemplateValues<T extends string> = string extends T
  ? Record<string, string | number>
  : { readonly [Name in Placeholders<T>]: string | number };

export function format<T extends string>(template: T, values: TemplateValues<T>): string {
  const given: Record<string, string | number> = values;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in given ? String(given[name]) : placeholder,
  );
}
