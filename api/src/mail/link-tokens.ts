/**
 * The tokens of the links in subscription mails (docs/decisions.md §73): 32 random bytes in
 * base64url, of which only the SHA-256 is stored, so a leaked database confirms and
 * unsubscribes nobody. The plain token travels with its queued mail (`mail_outbox.link_token`)
 * until the mail is final; the mail's stored props hold the link with `LINK_TOKEN_PLACEHOLDER`,
 * which the sender replaces just before it renders.
 *
 * @example const token = newLinkToken(); await insertToken(trx, linkTokenHash(token)); const url = linkUrl(siteUrl, 'confirm', 'de');
 */
import type { Locale } from '@alpora/shared/locales';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { localePageUrl } from './person-locale.ts';

/** Stands for the token in a queued mail's props; no token's alphabet has braces. */
export const LINK_TOKEN_PLACEHOLDER = '{link-token}';

/** 32 bytes in base64url without padding: always 43 characters of this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function newLinkToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeBase64urlNoPadding(bytes);
}

/** What the database stores and looks tokens up by. */
export function linkTokenHash(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** Whether a value from a URL can be a token at all; anything else needs no database lookup. */
export function isLinkTokenShaped(value: string | undefined): value is string {
  return value !== undefined && TOKEN_SHAPE.test(value);
}

/** The links the subscription mails carry; GET shows the site's page, whose form POSTs back. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

/**
 * The link of a purpose on the public site, in the subscriber's language (./person-locale.ts),
 * with the placeholder for its token. The origin comes from SITE_URL, never from a request's
 * Host header.
 */
export function linkUrl(siteUrl: string, purpose: LinkPurpose, locale: Locale): string {
  return `${localePageUrl(siteUrl, locale, `/email/${purpose}`)}?token=${LINK_TOKEN_PLACEHOLDER}`;
}

/** A queued mail's props (JSON) with its token in place of the placeholder. */
export function withLinkToken(data: string, token: string | null): string {
  return token === null ? data : data.replaceAll(LINK_TOKEN_PLACEHOLDER, token);
}
