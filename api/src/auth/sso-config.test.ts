/** The single sign-on settings (docs/deployment.md, docs/decisions.md §105): all or nothing, https in production. */
import { describe, expect, test } from 'vitest';
import { loadConfig } from '#api/config.ts';
import { fixedClock } from '#api/lib/clock.ts';
import { createSsoClient } from './sso-client.ts';

const PROVIDER = { OIDC_ISSUER: 'https://login.example.ch', OIDC_CLIENT_ID: 'alpora', OIDC_CLIENT_SECRET: 's3cret' };
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://relay.example.ch:587',
  SITE_URL: 'https://alpora.ch',
};
const clock = fixedClock('2026-11-20T09:30:00.000Z');

describe('OIDC_* configuration', () => {
  test.each([
    ['the issuer alone', { OIDC_ISSUER: PROVIDER.OIDC_ISSUER }],
    ['no secret', { OIDC_ISSUER: PROVIDER.OIDC_ISSUER, OIDC_CLIENT_ID: 'alpora' }],
    ['no issuer', { OIDC_CLIENT_ID: 'alpora', OIDC_CLIENT_SECRET: 's3cret' }],
  ])('refuses to start with %s, naming the three variables', (_case, env) => {
    expect(() => loadConfig(env)).toThrow(/OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together/);
  });

  test('refuses a plain-HTTP issuer in production, and allows it elsewhere', () => {
    const http = { ...PROVIDER, OIDC_ISSUER: 'http://login.example.ch' };
    expect(() => loadConfig({ ...PRODUCTION, ...http })).toThrow(/OIDC_ISSUER: must be an https URL in production/);
    expect(loadConfig({ ...PRODUCTION, ...PROVIDER }).OIDC_ISSUER).toBe('https://login.example.ch');
    expect(loadConfig(http).OIDC_ISSUER).toBe('http://login.example.ch');
  });

  test('without the three variables there is no single sign-on', () => {
    expect(createSsoClient(loadConfig({}), clock)).toBeNull();
  });

  test('with them, the button has its default words and the callback is on SITE_URL', () => {
    const sso = createSsoClient(loadConfig({ ...PROVIDER, SITE_URL: 'https://alpora.ch' }), clock);
    expect(sso?.label).toBe('Sign in with SSO');
    expect(sso?.redirectUri).toBe('https://alpora.ch/api/auth/sso/callback');
  });
});
