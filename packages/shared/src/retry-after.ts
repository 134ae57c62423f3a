/**
 * The wait of a refused request in words, for every "try again" message: seconds up to 90,
 * whole minutes (rounded up, so nobody retries too early) above. The `Retry-After` header
 * stays in seconds; this is only its reading for people.
 *
 * @example retryAfterText(3402) // '57 minutes'
 */
import { DEFAULT_INTL_LOCALE } from './locales.ts';

const SECONDS_LIMIT = 90;

/** The wait in the words of `locale` (an Intl locale): "57 minutes", "57 Minuten", "57 minuti". */
export function retryAfterText(seconds: number, locale: string = DEFAULT_INTL_LOCALE): string {
  const wait = Math.max(1, Math.ceil(seconds));
  const [amount, unit] = wait <= SECONDS_LIMIT ? [wait, 'second'] : [Math.ceil(wait / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

/** The sentence that ends the API's English refusal: "Please try again in 57 minutes." */
export function tryAgainIn(seconds: number): string {
  return `Please try again in ${retryAfterText(seconds)}.`;
}
