/**
 * The passkey calls of /account (docs/security.md#passkeys): the list, adding one (the
 * server's options, the browser's `navigator.credentials.create()` through SimpleWebAuthn,
 * then the answer back to the server), renaming and removing. A failure keeps what the user
 * must see: the API's message and field errors, or that the device created nothing.
 *
 * @example const added = await addPasskey({ currentPassword, endOtherSessions: false });
 */
import { ApiRequestError, apiRequest } from '@alpora/shared/api-client';
import type { Passkey, PasskeyAdded, PasskeyList, PasskeyRemoved } from '@alpora/shared/schemas/passkeys';
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from '@simplewebauthn/browser';
import { refusalText } from '#site/islands/api-refusal.ts';
import type { Proof } from './ProofDialog.tsx';

/** Why a passkey action failed, in the words the section shows. */
export class PasskeyActionError extends Error {
  readonly fields: Record<string, string>;
  /** The device (not the server) refused: cancelled, timed out, or no authenticator. */
  readonly byDevice: boolean;

  constructor(message: string, options: { fields?: Record<string, string>; byDevice?: boolean } = {}) {
    super(message);
    this.name = 'PasskeyActionError';
    this.fields = options.fields ?? {};
    this.byDevice = options.byDevice ?? false;
  }
}

/** Runs an API call, turning its failure into a PasskeyActionError with the API's message. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const apiError = error instanceof ApiRequestError ? error.apiError : undefined;
    throw new PasskeyActionError(
      refusalText(error, String(error)),
      apiError?.fields ? { fields: apiError.fields } : {},
    );
  }
}

export async function listPasskeys(): Promise<Passkey[]> {
  return (await call(() => apiRequest<PasskeyList>('/api/auth/passkeys'))).passkeys;
}

/** Adds a passkey after the proof; with `endOtherSessions` the other sessions end once it is added. */
export async function addPasskey({ currentPassword, endOtherSessions }: Proof): Promise<PasskeyAdded> {
  const optionsJSON = await call(() =>
    apiRequest<PublicKeyCredentialCreationOptionsJSON>('/api/auth/passkeys/registration/options', {
      body: { currentPassword },
    }),
  );
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON });
  } catch (error) {
    throw new PasskeyActionError(String(error), { byDevice: true });
  }
  return call(() =>
    apiRequest<PasskeyAdded>('/api/auth/passkeys/registration', { body: { credential, endOtherSessions } }),
  );
}

export function renamePasskey(id: string, name: string): Promise<Passkey> {
  return call(() => apiRequest<Passkey>(`/api/auth/passkeys/${id}`, { method: 'PATCH', body: { name } }));
}

export function removePasskey(id: string, { currentPassword, endOtherSessions }: Proof): Promise<PasskeyRemoved> {
  return call(() =>
    apiRequest<PasskeyRemoved>(`/api/auth/passkeys/${id}`, {
      method: 'DELETE',
      body: { currentPassword, endOtherSessions },
    }),
  );
}
