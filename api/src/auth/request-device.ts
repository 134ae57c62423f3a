/**
 * What a session and a security log entry say about the client (docs/security.md): its user
 * agent, cut to a length the column holds, and a coarse hint of its address that names a
 * network, never a person or a place: the first three parts of an IPv4 address, the first three
 * groups (a /48) of an IPv6 one. Enough for an owner to tell "my office" from "somewhere else".
 *
 * @example const device = requestDevice(c); // { userAgent: 'Mozilla/5.0 …', addressHint: '203.0.113.x' }
 */
import type { Context } from 'hono';
import { clientAddress } from '#api/http/client-address.ts';

const USER_AGENT_CHARS = 300;

export interface RequestDevice {
  userAgent: string | null;
  addressHint: string | null;
}

export function addressHint(address: string): string | null {
  const v4 = address.replace(/^::ffff:/i, '');
  const parts = v4.split('.');
  if (parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part))) return `${parts.slice(0, 3).join('.')}.x`;
  if (!/^[0-9a-f:]+$/i.test(address)) return null;
  const [head = '', tail] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

export function requestDevice(c: Context): RequestDevice {
  const agent = c.req.header('User-Agent')?.trim();
  return {
    userAgent: agent ? agent.slice(0, USER_AGENT_CHARS) : null,
    addressHint: addressHint(clientAddress(c)),
  };
}
