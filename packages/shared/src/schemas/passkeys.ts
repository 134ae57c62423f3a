/**
 * Passkeys (docs/security.md#passkeys): the requests and answers of registering, listing,
 * renaming and removing them, and of signing in with one. The WebAuthn payloads are the JSON
 * forms the browser's `PublicKeyCredential.toJSON()` gives; their binary parts are base64url,
 * bounded so a request cannot make the server decode megabytes.
 */
import { z } from 'zod';
import { text } from './text.ts';
import { sessionsEndedSchema } from './two-factor.ts';

/** The most passkeys one account keeps: enough for every device of a person, and then some. */
export const MAX_PASSKEYS_PER_ACCOUNT = 20;

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A base64url value of at most `max` characters. */
function base64url(max: number) {
  return text('field.passkey.base64url').max(max, 'field.passkey.tooLong').regex(BASE64URL, 'field.passkey.base64url');
}

/** A credential id: the WebAuthn limit is 1023 bytes, 1364 characters in base64url. */
export const credentialIdSchema = base64url(1400).min(1, 'field.passkey.credentialId');

export const passkeyNameSchema = text('field.passkey.name')
  .trim()
  .min(1, 'field.passkey.name')
  .max(64, 'field.text.tooLong');

const transportsSchema = z.array(text().max(32)).max(10).optional();
const extensionResultsSchema = z.record(z.string(), z.unknown()).default({});
const attachmentSchema = z.enum(['platform', 'cross-platform']).optional();

/** What `startRegistration` in the browser answers. */
export const registrationCredentialSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    transports: transportsSchema,
  }),
  authenticatorAttachment: attachmentSchema,
  clientExtensionResults: extensionResultsSchema,
});
export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;

/** What `startAuthentication` in the browser answers. */
export const authenticationCredentialSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    /** Post-quantum ML-DSA signatures run to 4,627 bytes; ES256 needs about 100. */
    signature: base64url(8192),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: attachmentSchema,
  clientExtensionResults: extensionResultsSchema,
});
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

/** Starting a registration is a change to how the account signs in: it needs the proof. */
export const passkeyRegistrationOptionsRequestSchema = z.object({
  currentPassword: text().max(128).optional(),
});

/** After a passkey is added or removed the owner may end every other session (docs/decisions.md §114). */
const endOtherSessionsSchema = z.boolean().default(false);

export const passkeyRegistrationRequestSchema = z.object({
  credential: registrationCredentialSchema,
  /** Blank or absent: the server names it after the kind of authenticator. */
  name: passkeyNameSchema.optional().or(z.literal('').transform(() => undefined)),
  endOtherSessions: endOtherSessionsSchema,
});

export const passkeySignInRequestSchema = z.object({ credential: authenticationCredentialSchema });

export const passkeyRenameRequestSchema = z.object({ name: passkeyNameSchema });

export const passkeyRemoveRequestSchema = z.object({
  currentPassword: text().max(128).optional(),
  endOtherSessions: endOtherSessionsSchema,
});

/** What a removal answers: how many other sessions it ended (0 unless asked). */
export const passkeyRemovedSchema = sessionsEndedSchema;
export type PasskeyRemoved = z.infer<typeof passkeyRemovedSchema>;

export const passkeyIdParamSchema = z.object({ id: credentialIdSchema });

/** The options the browser passes to `navigator.credentials.create()` (WebAuthn's JSON form). */
export const passkeyCreationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ type: z.string(), alg: z.number() })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
});

/** The options the browser passes to `navigator.credentials.get()` (WebAuthn's JSON form). */
export const passkeyRequestOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.string() })).optional(),
  userVerification: z.string().optional(),
});

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** True when the authenticator says the passkey is backed up (synced across devices). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** A new passkey, and how many other sessions its adding ended (0 unless asked). */
export const passkeyAddedSchema = passkeySchema.extend(sessionsEndedSchema.shape);
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;
