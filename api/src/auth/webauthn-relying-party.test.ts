import { describe, expect, test } from 'vitest';
import { acceptedOrigins, relyingParty } from './webauthn-relying-party.ts';

describe('the relying party of passkeys', () => {
  test('its ID is the host name of SITE_URL, without scheme or port', () => {
    expect(relyingParty({ SITE_URL: 'https://alpora.ch:8443/app' }).id).toBe('alpora.ch');
  });

  test.each([
    [
      'production accepts only SITE_URL',
      'production',
      'https://alpora.ch',
      'https://alpora.ch/api',
      ['https://alpora.ch'],
    ],
    [
      'production ignores another port of the same host',
      'production',
      'https://alpora.ch',
      'https://alpora.ch:8443/api',
      ['https://alpora.ch'],
    ],
    [
      'a local run also accepts the port it listens on',
      'development',
      'http://localhost:4321',
      'http://localhost:5000/api',
      ['http://localhost:4321', 'http://localhost:5000'],
    ],
    [
      'a local run never accepts another host',
      'test',
      'http://localhost:4321',
      'http://127.0.0.1:5000/api',
      ['http://localhost:4321'],
    ],
    [
      'the same origin is named once',
      'test',
      'http://localhost:4321',
      'http://localhost:4321/api',
      ['http://localhost:4321'],
    ],
  ] as const)('%s', (_name, env, site, request, expected) => {
    expect(acceptedOrigins({ NODE_ENV: env, SITE_URL: site }, new URL(request))).toEqual(expected);
  });
});
