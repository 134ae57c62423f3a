import { describe, expect, test } from 'vitest';
import { describeClient, parseTrustProxy, resolveClientAddress } from './client-address.ts';

const PEER = '10.0.0.2';

describe('resolveClientAddress', () => {
  test.each([
    // [TRUST_PROXY, peer, X-Forwarded-For, client address]
    ['', PEER, '203.0.113.9', PEER], // no proxy trusted: the header is never read
    ['1', PEER, undefined, PEER],
    ['1', PEER, '203.0.113.9', '203.0.113.9'],
    ['1', PEER, '203.0.113.9, 198.51.100.7', '198.51.100.7'], // the proxy appended the real peer
    ['1', PEER, '1.1.1.1, 2.2.2.2, 203.0.113.9', '203.0.113.9'], // spoofed left-most entries ignored
    ['2', PEER, '1.1.1.1, 203.0.113.9, 10.0.0.1', '203.0.113.9'],
    ['2', PEER, '203.0.113.9', '203.0.113.9'], // a shorter chain than configured
    ['1', PEER, '2001:db8::1', '2001:db8::1'],
    ['1', PEER, '[2001:db8::1]:4711', '2001:db8::1'],
    ['1', PEER, '203.0.113.9:4711', '203.0.113.9'],
    ['1', PEER, '::ffff:203.0.113.9', '203.0.113.9'],
    ['1', PEER, 'garbage, 203.0.113.9', '203.0.113.9'], // junk a client wrote is never reached
    ['1', PEER, '203.0.113.9, not-an-address', PEER], // what the proxy wrote is malformed
    ['1', PEER, '', PEER],
    ['1', PEER, ' , ', PEER],
    ['1', PEER, '203.0.113.9, unknown', PEER],
    ['1', PEER, '[203.0.113.9]', PEER],
    ['1', PEER, '999.1.1.1', PEER],
    ['1', PEER, '<script>', PEER],
    ['10.0.0.0/8', PEER, '1.1.1.1, 203.0.113.9', '203.0.113.9'],
    ['10.0.0.0/8', PEER, '1.1.1.1, 203.0.113.9, 10.0.0.7', '203.0.113.9'], // walks over trusted hops
    ['10.0.0.0/8', PEER, '10.0.0.9, 10.0.0.8', '10.0.0.9'], // all trusted: the left-most is the client
    ['10.0.0.0/8', '192.0.2.1', '203.0.113.9', '192.0.2.1'], // untrusted peer: header ignored
    ['10.0.0.0/8', PEER, 'bad, 10.0.0.7', PEER],
    ['10.0.0.2', PEER, '203.0.113.9', '203.0.113.9'],
    ['10.0.0.2', '::ffff:10.0.0.2', '203.0.113.9', '203.0.113.9'], // a dual-stack socket's peer
    ['loopback', '127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['loopback', '::1', '2001:db8:1:2::3', '2001:db8:1:2::3'],
    ['loopback', '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['loopback', '192.0.2.1', '203.0.113.9', '192.0.2.1'],
    ['fd00::/8', 'fd00::2', '2001:db8::1, fd12::1', '2001:db8::1'],
    ['fd00::/8, 10.0.0.0/8', PEER, '2001:db8::5, fd00::1', '2001:db8::5'],
  ])('TRUST_PROXY=%j, peer %s, X-Forwarded-For %j: %s', (setting, peer, forwardedFor, expected) => {
    expect(resolveClientAddress(peer, forwardedFor, parseTrustProxy(setting))).toBe(expected);
  });
});

describe('parseTrustProxy', () => {
  test.each([undefined, '', '  ', 'false', '0'])('%j trusts nobody', (value) => {
    expect(parseTrustProxy(value)).toEqual({ kind: 'none' });
  });

  test('a number is a hop count', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
  });

  test.each([
    'true',
    '*',
    '10.0.0.0/33',
    '10.0.0.0/8/1',
    'fd00::/129',
    'proxy.internal',
    '10.0.0.1, nope',
    '1.5',
    '-1',
    '65',
  ])('%j is refused', (value) => {
    expect(() => parseTrustProxy(value)).toThrow();
  });
});

describe('describeClient', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name];
  const forwarded = headers({
    'x-forwarded-for': '203.0.113.9',
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'alpora.ch',
  });

  test('reads the scheme and host only from a trusted peer', () => {
    expect(describeClient(PEER, forwarded, parseTrustProxy('10.0.0.0/8'))).toEqual({
      address: '203.0.113.9',
      protocol: 'https',
      host: 'alpora.ch',
    });
    expect(describeClient('192.0.2.1', forwarded, parseTrustProxy('10.0.0.0/8'))).toEqual({ address: '192.0.2.1' });
    expect(describeClient(PEER, forwarded, parseTrustProxy(undefined))).toEqual({ address: PEER });
  });

  test('takes the value the nearest proxy wrote and ignores malformed ones', () => {
    const trust = parseTrustProxy('1');
    expect(
      describeClient(
        PEER,
        headers({ 'x-forwarded-proto': 'http, https', 'x-forwarded-host': 'evil.example, Alpora.ch:8443' }),
        trust,
      ),
    ).toEqual({ address: PEER, protocol: 'https', host: 'alpora.ch:8443' });
    expect(
      describeClient(PEER, headers({ 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'alpora.ch/evil' }), trust),
    ).toEqual({ address: PEER });
    expect(describeClient(PEER, headers({ 'x-forwarded-host': 'user@alpora.ch' }), trust)).toEqual({ address: PEER });
    expect(describeClient(PEER, headers({ 'x-forwarded-host': '[2001:db8::1]:443' }), trust).host).toBe(
      '[2001:db8::1]:443',
    );
  });

  test.each(['example.com:99999', '999.999.999.999', '[:::]', '[1.2.3.4]'])(
    'ignores the forwarded host %s, which looks like a host but is none',
    (host) => {
      const info = describeClient(PEER, headers({ 'x-forwarded-host': host }), parseTrustProxy('1'));
      expect(info).toEqual({ address: PEER });
    },
  );
});
