/**
 * The mail dictionaries by locale. English is the shape every other language copies: a
 * German dictionary is `de.ts` with `satisfies MailDictionary` and one line here.
 *
 * @example mailDictionaries.en.layout.unsubscribe // "Unsubscribe"
 */
import { de } from './de.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { it } from './it.ts';

export type MailDictionary = typeof en;

export const mailDictionaries = { en, de, fr, it } satisfies Record<string, MailDictionary>;

export type MailLocale = keyof typeof mailDictionaries;

export function isMailLocale(locale: string): locale is MailLocale {
  return Object.hasOwn(mailDictionaries, locale);
}
