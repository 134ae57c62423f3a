/**
 * The `device` cookie (docs/decisions.md §111): a random id a browser keeps for 400 days (the
 * longest a browser honours), set at the first sign-in and renewed at each one, HttpOnly with
 * the __Host- prefix like the session's. The server stores only its SHA-256, per owner, so the
 * cookie says "this browser signed in before" and nothing about who uses it.
 *
 * @example const browser = deviceOfRequest(c); …; browser.remember();
 */
import type { Context } from 'hono';
import { isLinkTokenShaped, linkTokenHash, newLinkToken } from '#api/mail/link-tokens.ts';
import { requestDevice } from './request-device.ts';
import { readHostCookie, setHostCookie } from './session-cookie.ts';

export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The browser's device id and its SHA-256. A browser without one, or with one not of our shape,
 * gets a new id; `remember` sets the cookie either way, so its 400 days count from this sign-in.
 * A client that is no browser (it sends no Sec-Fetch-Site, which every current browser sends)
 * keeps no cookies: it is known by its user agent and network instead, so a script signing in
 * each morning from the same server mails its owner once, not every day, and gets no device
 * cookie (docs/decisions.md §111).
 */
export function deviceOfRequest(c: Context): { hash: string; remember(): void } {
  const presented = readHostCookie(c, DEVICE_COOKIE);
  const id = isLinkTokenShaped(presented) ? presented : newLinkToken();
  const { userAgent, addressHint } = requestDevice(c);
  const browser = isLinkTokenShaped(presented) || c.req.header('Sec-Fetch-Site') !== undefined;
  if (!browser) return { hash: linkTokenHash(`api-client\n${userAgent ?? ''}\n${addressHint ?? ''}`), remember() {} };
  return {
    hash: linkTokenHash(id),
    remember: () => setHostCookie(c, DEVICE_COOKIE, id, DEVICE_COOKIE_MAX_AGE_SECONDS),
  };
}
