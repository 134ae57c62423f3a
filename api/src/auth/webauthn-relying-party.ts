/**
 * Who we are to a passkey (docs/decisions.md §100): the relying party ID is the host name of
 * SITE_URL, so a passkey made on the site works wherever the site answers under that name, and
 * never for another site. A response is accepted only from SITE_URL's origin; outside
 * production also from the origin the request itself came to, when its host is that same name:
 * a local run or a browser test listens on `http://localhost:<port>` while SITE_URL says
 * another port. The authenticator signs the relying party ID's hash, so the host still has to
 * match.
 *
 * @example const rp = relyingParty(config); verify({ expectedRPID: rp.id, expectedOrigin: acceptedOrigins(config, publicUrl(c)) })
 */
import type { Config } from '#api/config.ts';

/** The name an authenticator shows next to the passkey. */
export const RELYING_PARTY_NAME = 'Alpora';

export interface RelyingParty {
  id: string;
  name: string;
}

export function relyingParty(config: Pick<Config, 'SITE_URL'>): RelyingParty {
  return { id: new URL(config.SITE_URL).hostname, name: RELYING_PARTY_NAME };
}

/** The origins a WebAuthn response may name, for a request that came to `requestUrl`. */
export function acceptedOrigins(config: Pick<Config, 'SITE_URL' | 'NODE_ENV'>, requestUrl: URL): string[] {
  const site = new URL(config.SITE_URL);
  const origins = [site.origin];
  const local = config.NODE_ENV !== 'production' && requestUrl.hostname === site.hostname;
  if (local && requestUrl.origin !== site.origin) origins.push(requestUrl.origin);
  return origins;
}
