/**
 * Who is on the other end of a request (docs/decisions.md §56). Without `TRUST_PROXY` it is the
 * TCP peer and nothing is read from the forwarding headers, which any client can write. Behind a
 * reverse proxy, `TRUST_PROXY` names the proxies: a hop count (`1`: the peer is our proxy) or a
 * list of addresses and CIDR blocks (`loopback` for 127.0.0.0/8 and ::1). Then, and only when the
 * peer is one of them, the client address comes from `X-Forwarded-For`, walked from the right
 * over trusted hops only, so entries a client wrote itself on the left are never believed; the
 * public scheme and host come from `X-Forwarded-Proto` and `X-Forwarded-Host`.
 *
 * @example app.use('/api/*', clientInfo(parseTrustProxy(config.TRUST_PROXY)))
 */
import { BlockList, isIP, isIPv4 } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '#api/app-deps.ts';

export type TrustProxy =
  | { kind: 'none' }
  /** The peer and the next `hops - 1` entries from the right of X-Forwarded-For are proxies. */
  | { kind: 'hops'; hops: number }
  /** Proxies are the addresses in this list. */
  | { kind: 'list'; list: BlockList };

/** What the request says about its client, after the trust rules. */
export interface ClientInfo {
  /** The client's IP address (the peer's without a trusted proxy). */
  address: string;
  /** The scheme and host the client used: from the proxy's headers, else the request URL. */
  protocol?: 'http' | 'https';
  host?: string;
}

export const NO_PROXY: TrustProxy = { kind: 'none' };

/** The address as the limiters and the trust list compare it: IPv4-mapped IPv6 becomes IPv4. */
function plainAddress(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  return mapped && isIPv4(mapped) ? mapped : address;
}

/**
 * Parses `TRUST_PROXY`: empty or `false` is off; a positive whole number is a hop count; else a
 * comma list of addresses, CIDR blocks and `loopback`. Throws with the offending part.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return NO_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops) || hops > 64) throw new Error(`"${text}" is not a sensible hop count`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const raw of text.split(',')) {
    const part = raw.trim();
    if (part === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address = '', prefixText, extra] = part.split('/');
    const family = isIP(address);
    const prefix = prefixText === undefined ? undefined : Number(prefixText);
    const maxPrefix = family === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d+$/.test(prefixText ?? '') && prefix >= 0 && prefix <= maxPrefix);
    if (family === 0 || extra !== undefined || !validPrefix) {
      throw new Error(`"${part}" is not an address, a CIDR block, "loopback" or a hop count`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return { kind: 'list', list };
}

function isTrusted(trust: TrustProxy & { kind: 'list' }, address: string): boolean {
  const plain = plainAddress(address);
  return trust.list.check(plain, isIPv4(plain) ? 'ipv4' : 'ipv6');
}

/**
 * One X-Forwarded-For entry as an address: a bare IPv4 or IPv6 address, an IPv4 address with a
 * port, or a bracketed IPv6 address with an optional port. Anything else is null.
 */
function forwardedAddress(entry: string): string | null {
  const text = entry.trim();
  const bracketed = text.match(/^\[([^\]]+)\](?::\d{1,5})?$/)?.[1];
  const candidate = bracketed ?? text.match(/^(\d+\.\d+\.\d+\.\d+):\d{1,5}$/)?.[1] ?? text;
  if (isIP(candidate) === 0) return null;
  // A bracket holds IPv6 only; a zone index is meaningless outside the proxy's own host.
  if (bracketed && isIPv4(candidate)) return null;
  return plainAddress(candidate);
}

/**
 * The client address of a request that reached us from `peer` with `forwardedFor` (the
 * X-Forwarded-For value, several headers joined by commas). Walks the list from the right while
 * the address in hand is a trusted proxy; the first untrusted one is the client. An entry that
 * must be read and is not an address makes the answer the peer's address, as without a proxy.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (trust.kind === 'none' || !forwardedFor) return peer;
  if (trust.kind === 'list' && !isTrusted(trust, peer)) return peer;
  const entries = forwardedFor.split(',');
  if (trust.kind === 'hops') {
    // The peer is hop 1; hop n wrote the entry n - 1 from the right. A shorter list than the
    // hop count means the chain is shorter than configured: its left-most entry is the client.
    const index = Math.max(0, entries.length - trust.hops);
    for (let i = entries.length - 1; i >= index; i--) if (forwardedAddress(entries[i] ?? '') === null) return peer;
    return forwardedAddress(entries[index] ?? '') ?? peer;
  }
  let address = peer;
  for (let i = entries.length - 1; i >= 0 && isTrusted(trust, address); i--) {
    const next = forwardedAddress(entries[i] ?? '');
    if (next === null) return peer;
    address = next;
  }
  return address;
}

/** The peer is a trusted proxy, so its X-Forwarded-Proto and -Host may be believed. */
function peerIsTrusted(peer: string, trust: TrustProxy): boolean {
  if (trust.kind === 'none') return false;
  return trust.kind === 'hops' || isTrusted(trust, peer);
}

/** The value the nearest proxy wrote: the right-most of a comma list. */
function lastValue(header: string | undefined): string | undefined {
  const value = header?.split(',').at(-1)?.trim().toLowerCase();
  return value || undefined;
}

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The TCP peer of a request, as @hono/node-server hands it to the app. */
export function peerAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Works out the request's client once, for the limiters, the logs, cookies and the CSRF check. */
export function describeClient(
  peer: string,
  headers: (name: string) => string | undefined,
  trust: TrustProxy,
): ClientInfo {
  const address = resolveClientAddress(peer, headers('x-forwarded-for'), trust);
  if (!peerIsTrusted(peer, trust)) return { address };
  const info: ClientInfo = { address };
  const protocol = lastValue(headers('x-forwarded-proto'));
  if (protocol === 'http' || protocol === 'https') info.protocol = protocol;
  const host = lastValue(headers('x-forwarded-host'));
  if (host && HOST.test(host)) {
    // The pattern lets through what URL parsing refuses (a port above 65535, 999.999.999.999,
    // [:::]); such a host is ignored, never handed to publicUrl() to fail there.
    const parsed = URL.canParse(`http://${host}`) ? new URL(`http://${host}`).host : undefined;
    if (parsed) info.host = parsed;
  }
  return info;
}

/** Middleware: records the request's ClientInfo (`c.get('client')`) for clientAddress() and publicUrl(). */
export function clientInfo(trust: TrustProxy): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      'client',
      describeClient(peerAddress(c), (name) => c.req.header(name), trust),
    );
    await next();
  };
}

/** Set by clientInfo() on every API request; absent where a test mounts a route without it. */
function recorded(c: Context): ClientInfo | undefined {
  return (c as Context<AppEnv>).get('client');
}

/** The client address of the request: the proxy's word when trusted, else the TCP peer. */
export function clientAddress(c: Context): string {
  return recorded(c)?.address ?? peerAddress(c);
}

/** The URL the client asked for: scheme and host from a trusted proxy, else the request's own. */
export function publicUrl(c: Context): URL {
  const url = new URL(c.req.url);
  const info = recorded(c);
  if (!info?.protocol && !info?.host) return url;
  const protocol = info.protocol ? `${info.protocol}:` : url.protocol;
  return new URL(`${url.pathname}${url.search}`, `${protocol}//${info.host ?? url.host}`);
}
