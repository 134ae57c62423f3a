/**
 * This site as a relying party of the organisation's OpenID Connect provider (docs/decisions.md
 * §105): the provider's metadata and keys, discovered once and kept for an hour, so a sign-in
 * costs no discovery round trip; a failed discovery is not kept, so the next sign-in tries again.
 * Plain-HTTP issuers are allowed outside production only (config.ts refuses them there): a
 * provider on this machine for development and tests.
 *
 * @example const sso = createSsoClient(config, clock); if (sso) redirect(await sso.authorizationUrl(params));
 */
import * as oidc from 'openid-client';
import type { Config } from '#api/config.ts';
import type { Clock } from '#api/lib/clock.ts';

/** How long discovered metadata is used before it is fetched again (key rotation, moved endpoints). */
const METADATA_TTL_MS = 60 * 60 * 1000;
/** Seconds a request to the provider may take before the sign-in gives up. */
const PROVIDER_TIMEOUT_SECONDS = 10;

export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';

export interface SsoClient {
  /** The words of the login page's button. */
  readonly label: string;
  readonly issuer: string;
  /** Where the provider sends the browser back: SITE_URL + the callback path. */
  readonly redirectUri: string;
  /** The provider's configuration, discovered or cached; rejects when the provider cannot be reached. */
  configuration(): Promise<oidc.Configuration>;
}

/** The relying party of the configured provider, or null when single sign-on is not set up. */
export function createSsoClient(config: Config, clock: Clock): SsoClient | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = config;
  if (!issuer || !clientId || !clientSecret) return null;
  const insecure = new URL(issuer).protocol === 'http:' && config.NODE_ENV !== 'production';
  let cached: { configuration: Promise<oidc.Configuration>; fetchedAt: number } | undefined;

  function discover(): Promise<oidc.Configuration> {
    return oidc.discovery(
      new URL(issuer as string),
      clientId as string,
      undefined,
      // The default method of OpenID Connect: every provider supports it.
      oidc.ClientSecretBasic(clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        // The ID token's signature is checked against the provider's published keys, not only
        // trusted for arriving over TLS from the token endpoint (OWASP ASVS 5.0 V6.8.2).
        execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
      },
    );
  }

  return {
    label: config.OIDC_BUTTON_LABEL,
    issuer,
    redirectUri: new URL(SSO_CALLBACK_PATH, config.SITE_URL).href,
    configuration() {
      const now = clock.now().getTime();
      if (!cached || now - cached.fetchedAt > METADATA_TTL_MS) {
        const configuration = discover();
        const entry = { configuration, fetchedAt: now };
        cached = entry;
        configuration.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return cached.configuration;
    },
  };
}
