/**
 * The challenge of a WebAuthn ceremony (docs/decisions.md §101), kept on the server as a
 * sign-in ceremony (repositories/sign-in-ceremonies.ts) for five minutes, found by the token
 * the browser holds in an HttpOnly cookie named after the purpose. Verifying takes the ceremony
 * and clears the cookie before anything else, so every challenge answers once: a replayed
 * response, right or wrong, finds nothing.
 *
 * @example await keepChallenge(deps, c, 'passkey-sign-in', { userId: null, data: { challenge } });
 */
import type { Context } from 'hono';
import { type Ceremony, createCeremony, takeCeremony } from '#api/repositories/sign-in-ceremonies.ts';
import { clearHostCookie, readHostCookie, setHostCookie } from './session-cookie.ts';
import type { SignInDeps } from './sign-in.ts';

/** How long the browser has to answer a challenge; the options' timeout says the same. */
export const WEBAUTHN_CEREMONY_TTL_MS = 5 * 60 * 1000;

export type WebAuthnPurpose = 'passkey-register' | 'passkey-sign-in';

export interface ChallengeData {
  challenge: string;
  /** Registration: the session that asked, so another session of the owner cannot finish it. */
  sessionId?: string;
  /** Second step: the pending sign-in the challenge belongs to. */
  pendingId?: string;
}

export async function keepChallenge(
  deps: Pick<SignInDeps, 'db' | 'clock'>,
  c: Context,
  purpose: WebAuthnPurpose,
  ceremony: { userId: string | null; data: ChallengeData },
): Promise<void> {
  const token = await createCeremony(
    deps.db,
    { purpose, userId: ceremony.userId, data: { ...ceremony.data }, ttlMs: WEBAUTHN_CEREMONY_TTL_MS },
    deps.clock.now(),
  );
  setHostCookie(c, purpose, token, WEBAUTHN_CEREMONY_TTL_MS / 1000);
}

/** Takes this browser's live ceremony of `purpose` (used once), or null when there is none. */
export async function takeChallenge(
  deps: Pick<SignInDeps, 'db' | 'clock'>,
  c: Context,
  purpose: WebAuthnPurpose,
): Promise<Ceremony<ChallengeData> | null> {
  const token = readHostCookie(c, purpose);
  clearHostCookie(c, purpose);
  if (!token) return null;
  return takeCeremony<ChallengeData>(deps.db, token, purpose, deps.clock.now());
}
