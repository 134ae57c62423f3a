/**
 * The mail dictionaries by locale. English is the shape every other language copies: a
 * German dictionary is `de.ts` with `satisfies MailDictionary` and one line here.
 *
 * @example mailDictionaries.en.layout.unsubscribe // "Unsubscribe"
 */
import { en } from './en.ts';

export type MailDictionary = typeof en;

export const mailDictionaries = { en } satisfies Record<string, MailDictionary>;

export type MailLocale = keyof typeof mailDictionaries;

export function isMailLocale(locale: string): locale is MailLocale {
  return Object.hasOwn(mailDictionaries, locale);
}
