/**
 * The site's languages as the back office names them: it is English only (docs/back-office.md),
 * so a lead's, account's or request's language reads "German", not "Deutsch".
 */
import { LOCALES, type Locale } from '@alpora/shared/locales';

export const LANGUAGE_LABELS = {
  en: 'English',
  de: 'German',
  fr: 'French',
  it: 'Italian',
} as const satisfies Record<Locale, string>;

/** The languages as the choices of a filter. */
export const LANGUAGE_CHOICES: readonly { value: Locale; label: string }[] = LOCALES.map((locale) => ({
  value: locale,
  label: LANGUAGE_LABELS[locale],
}));
