/**
 * The shape another language's dictionary must have: every key of the English one, each text
 * free to differ but keeping the English text's placeholders (in any order), so `format()`
 * fills the same names in every language (docs/product.md#languages).
 *
 * @example export const de = { ... } as const satisfies Translation<Dictionary>;
 */
import type { Placeholders } from './format.ts';

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** A string containing `{name}` for every name, e.g. `${string}{plan}${string}`. */
type WithPlaceholders<Names extends string> = [Names] extends [never]
  ? string
  : Intersect<Names extends string ? `${string}{${Names}}${string}` : never>;

export type Translation<T> = T extends string
  ? WithPlaceholders<Placeholders<T>>
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : T extends readonly (infer E)[]
      ? readonly Translation<E>[]
      : { readonly [K in keyof T]: Translation<T[K]> };
