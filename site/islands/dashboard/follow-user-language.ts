/**
 * The signed-in pages speak the account's language (docs/decisions.md §307): when the session's
 * user chose a language other than the page's, the dashboard and /account move to the same page
 * in theirs (`/de/dashboard`; English at the root), replacing the page in the history so Back
 * does not bounce. It is the owner's own choice (the Language section of /account), never a
 * guess from the browser's languages.
 *
 * @example const session = useSession(); useFollowUserLanguage(session);
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '@alpora/shared/locales';
import { useEffect } from 'react';
import type { SessionState } from './use-session.ts';

/** The language of a path: its first segment when that is a prefix (`/fr/...`), else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The same page in another language: `/fr/account` → `/de/account`, `/de/dashboard` → `/dashboard`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const current = localeOfPath(pathname);
  const rest = current === DEFAULT_LOCALE ? pathname : pathname.slice(current.length + 1) || '/';
  return locale === DEFAULT_LOCALE ? rest : `/${locale}${rest}`;
}

/**
 * Where a signed-in page goes for its user: the address of the same page in the user's
 * language, search and fragment kept; null when the page already speaks it.
 */
export function pageForUserLanguage(
  place: Pick<Location, 'pathname' | 'search' | 'hash'>,
  userLocale: string | undefined,
): string | null {
  if (!isLocale(userLocale) || localeOfPath(place.pathname) === userLocale) return null;
  return `${pathInLocale(place.pathname, userLocale)}${place.search}${place.hash}`;
}

/** Moves the page to the signed-in user's language once the session is known. */
export function useFollowUserLanguage(session: SessionState): void {
  const userLocale = session.status === 'signed-in' ? session.user.locale : undefined;
  useEffect(() => {
    const target = pageForUserLanguage(window.location, userLocale);
    if (target) window.location.replace(target);
  }, [userLocale]);
}
