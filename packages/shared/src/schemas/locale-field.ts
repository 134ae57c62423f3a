/**
 * The language a person used (docs/product.md#languages): every form of the site sends the
 * page's language with what it sends, and the API keeps it with the lead, subscription,
 * request, booking or account, so every mail to that person is written in it
 * (docs/decisions.md §303). A client that sends none is English, the site's first language.
 *
 * @example z.object({ email: field.email, locale: localeField }).parse({ email, locale: 'fr' })
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../locales.ts';

/** One of the site's languages; the message names them (field-messages). */
export const localeSchema = z.enum(LOCALES, { error: 'field.choice.chooseOneOf' });

/** The language of the page a form was sent from; absent is English. */
export const localeField = localeSchema.default(DEFAULT_LOCALE);

/** `PATCH /api/account/language`: the language the owner reads the site and their mail in. */
export const accountLanguageSchema = z.object({ locale: localeSchema });
export type AccountLanguage = z.infer<typeof accountLanguageSchema>;
