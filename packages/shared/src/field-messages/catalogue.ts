/**
 * What a field-message catalogue is (docs/product.md#languages): every key of the English one
 * (`en.ts`), each sentence keeping the English sentence's `{placeholders}`, so a key reads the
 * same in every language and a missing key fails the type check. The browser loads only its
 * page's catalogue (`FIELD_MESSAGE_LOADERS`); the API has all four (`field-errors.ts`).
 */
import type { Locale } from '../locales.ts';
import type { en } from './en.ts';

export type FieldMessageKey = keyof typeof en;

/** A catalogue as it is read: a sentence per key. */
export type FieldMessages = { readonly [Key in FieldMessageKey]: string };

type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

type WithPlaceholders<Names extends string> = [Names] extends [never]
  ? string
  : Intersect<Names extends string ? `${string}{${Names}}${string}` : never>;

/** The shape of `de.ts`, `fr.ts` and `it.ts`: every key, the English placeholders in each. */
export type FieldMessagesTranslation = {
  readonly [Key in FieldMessageKey]: WithPlaceholders<Placeholders<(typeof en)[Key]>>;
};

/** Each language's catalogue as a chunk of its own. */
export const FIELD_MESSAGE_LOADERS: Record<Locale, () => Promise<FieldMessages>> = {
  en: () => import('./en.ts').then((module) => module.en),
  de: () => import('./de.ts').then((module) => module.de),
  fr: () => import('./fr.ts').then((module) => module.fr),
  it: () => import('./it.ts').then((module) => module.it),
};
