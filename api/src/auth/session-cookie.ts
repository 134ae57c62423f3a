/**
 * The session cookie (docs/product.md#accounts): HttpOnly so scripts cannot read it, SameSite=Lax,
 * and Secure with the __Host- prefix everywhere but localhost, where browsers refuse Secure
 * cookies over plain HTTP. The bearer header carries the same token for API clients. Behind a
 * trusted proxy the host is the one the client asked for (X-Forwarded-Host), not the proxy's
 * upstream name, which is often localhost.
 */
import type { ServerCookieName } from '@alpora/shared/browser-storage';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { publicUrl } from '#api/http/client-address.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from './session-policy.ts';

const SESSION_COOKIE = 'session';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function isLocal(c: Context): boolean {
  return LOCAL_HOSTS.has(publicUrl(c).hostname);
}

/**
 * An HttpOnly cookie of ours by its plain name: `__Host-<name>` with Secure everywhere but on
 * localhost, where it goes by `<name>` without Secure. The session uses it, and so do the
 * short-lived cookies of a sign-in ceremony. Every name is one of SERVER_COOKIES, the list the
 * privacy policy is checked against.
 */
export function setHostCookie(c: Context, name: ServerCookieName, value: string, maxAgeSeconds: number): void {
  const secure = !isLocal(c);
  setCookie(c, secure ? `__Host-${name}` : name, value, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearHostCookie(c: Context, name: ServerCookieName): void {
  const secure = !isLocal(c);
  deleteCookie(c, secure ? `__Host-${name}` : name, { path: '/', secure, httpOnly: true, sameSite: 'Lax' });
}

export function readHostCookie(c: Context, name: ServerCookieName): string | undefined {
  // The plain name only where it is the one set: elsewhere it has no Secure or host binding,
  // so a sibling subdomain or a plain-HTTP response could plant it (session fixation).
  return isLocal(c) ? getCookie(c, name) : getCookie(c, `__Host-${name}`);
}

export function setSessionCookie(c: Context, token: string): void {
  // The server ends the session earlier when idle; the cookie never outlives the maximum.
  setHostCookie(c, SESSION_COOKIE, token, SESSION_ABSOLUTE_TIMEOUT_MS / 1000);
}

export function clearSessionCookie(c: Context): void {
  clearHostCookie(c, SESSION_COOKIE);
}

function sessionCookieToken(c: Context): string | undefined {
  return readHostCookie(c, SESSION_COOKIE);
}

/** The token of the request and where it came from; the bearer header wins. */
export function requestToken(c: Context): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = c.req.header('Authorization');
  const match = header?.match(/^Bearer\s+([A-Za-z0-9]{16,128})$/);
  if (match?.[1]) return { token: match[1], via: 'bearer' };
  const cookie = sessionCookieToken(c);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}
