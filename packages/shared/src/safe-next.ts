/**
 * Where to go after login (docs/product.md#accounts, `next`): only a same-site path is
 * honoured, anything else falls back to the dashboard, so a crafted login link cannot send a
 * user to another site (open redirect, OWASP ASVS 5.0 V3.7).
 *
 * @example safeNextPath('/overview') // '/overview'; safeNextPath('//evil.example') // '/dashboard'
 */
const DEFAULT_AFTER_LOGIN = '/dashboard';

const CHECK_ORIGIN = 'https://same-site.invalid';

export function safeNextPath(next: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!next || next.length > 2000) return fallback;
  // One leading slash, then not a second slash or a backslash (browsers read both as "//").
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Backslashes and control characters are normalised differently by browsers; refuse them.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return fallback;
  try {
    const url = new URL(next, CHECK_ORIGIN);
    if (url.origin !== CHECK_ORIGIN) return fallback;
    // Dot segments collapse while parsing: '/.//evil.example' and '/a/..//evil.example' come
    // out as '//evil.example', which a browser would read as another host.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
