/**
 * The site's pages that account mails link to (docs/decisions.md §91–§94). A link with a token
 * opens a page whose button sends the token back, so a mail scanner opening every link verifies
 * and resets nothing. The origin comes from SITE_URL, never from a request's Host header; the
 * page is the one in the owner's language (docs/decisions.md §304).
 *
 * @example const data = { username, verifyUrl: accountLinkUrl(siteUrl, 'verify-email', user.locale) };
 */
import type { Locale } from '@alpora/shared/locales';
import { LINK_TOKEN_PLACEHOLDER } from '#api/mail/link-tokens.ts';
import { localePageUrl } from '#api/mail/person-locale.ts';

/** The pages a link with a token opens. */
export type AccountLinkPage = 'verify-email' | 'reset-password' | 'invitation' | 'set-up-account';

/** The link to a page, with the placeholder the sender replaces with the mail's token. */
export function accountLinkUrl(siteUrl: string, page: AccountLinkPage, locale: Locale): string {
  return `${localePageUrl(siteUrl, locale, `/${page}`)}?token=${LINK_TOKEN_PLACEHOLDER}`;
}

/** A plain page of the site (no token): /login, /forgot-password. */
export function sitePageUrl(siteUrl: string, page: 'login' | 'forgot-password' | 'account', locale: Locale): string {
  return localePageUrl(siteUrl, locale, `/${page}`);
}
