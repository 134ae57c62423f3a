/**
 * The link of a privacy request's mails (docs/privacy.md#requests): the site's page
 * `/privacy/request/confirm#token=…`, which confirms the request with a POST (a mail scanner
 * that opens the link confirms nothing) and then downloads an access answer. The token is made
 * and stored as every mailed link's is (../mail/link-tokens.ts): only its SHA-256 is kept, the
 * plain token travels with its queued mail until the mail is final.
 *
 * The token rides in the fragment, which a browser never sends: no access log of the host or a
 * proxy (kept 14 days, docs/deployment.md) holds a token that erases or downloads a person's
 * data. The page reads it from there, takes it out of the address bar, and sends no referrer.
 *
 * @example const url = privacyLinkUrl(config.SITE_URL, 'en'); // https://…/privacy/request/confirm#token={link-token}
 */
import type { Locale } from '@alpora/shared/locales';
import { PRIVACY_LINK_DAYS } from '@alpora/shared/schemas/privacy-requests';
import { LINK_TOKEN_PLACEHOLDER } from '#api/mail/link-tokens.ts';
import { localePageUrl } from '#api/mail/person-locale.ts';

export const PRIVACY_LINK_PATH = '/privacy/request/confirm';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The link with the placeholder for its token, to the page in the request's language; the
 * origin comes from SITE_URL, never from a request.
 */
export function privacyLinkUrl(siteUrl: string, locale: Locale): string {
  return `${localePageUrl(siteUrl, locale, PRIVACY_LINK_PATH)}#token=${LINK_TOKEN_PLACEHOLDER}`;
}

/** When a link issued at `now` stops confirming and downloading. */
export function privacyLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + PRIVACY_LINK_DAYS * DAY_MS);
}
