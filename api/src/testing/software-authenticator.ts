/**
 * A passkey authenticator in software, for tests: it answers WebAuthn options the way a
 * browser and a platform authenticator would (ES256 keys from node:crypto, attestation 'none',
 * authenticator data and CBOR built by hand), so the API's verification runs on real payloads.
 * Each credential keeps its signature counter; a test can repeat an old one, sign for another
 * origin or relying party, or withhold user verification, to see the server refuse.
 *
 * @example
 * const device = softwareAuthenticator();
 * const credential = device.create(await readJson(optionsResponse), { origin: 'http://localhost:4321' });
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

/** The origin of the test configuration's SITE_URL, which the API accepts. */
export const TEST_ORIGIN = 'http://localhost:4321';

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_BACKUP_ELIGIBLE = 0x08;
const FLAG_BACKED_UP = 0x10;
const FLAG_ATTESTED_DATA = 0x40;

interface StoredCredential {
  id: string;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export interface CeremonyOverrides {
  /** The origin the browser would name; default TEST_ORIGIN. */
  origin?: string;
  /** Sign as if for another relying party ID. */
  rpId?: string;
  /** False: the device did not verify the user (no PIN, no biometric). */
  userVerified?: boolean;
  /** Use this credential rather than the first one the options allow. */
  credentialId?: string;
  /** Report this signature counter instead of the next one (a cloned authenticator repeats one). */
  counter?: number;
}

type Cbor = Parameters<typeof isoCBOR.encode>[0];

function base64url(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64url');
}

function sha256(data: Uint8Array | string): Buffer {
  return createHash('sha256').update(data).digest();
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

/** The COSE form of an ES256 public key (EC2, P-256). */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  );
}

export function softwareAuthenticator(options: { synced?: boolean } = {}) {
  const credentials: StoredCredential[] = [];
  const backupFlags = options.synced ? FLAG_BACKUP_ELIGIBLE | FLAG_BACKED_UP : 0;
  const userFlags = (overrides: CeremonyOverrides) =>
    FLAG_USER_PRESENT | (overrides.userVerified === false ? 0 : FLAG_USER_VERIFIED) | backupFlags;

  return {
    credentials,

    /** Answers registration options: a new discoverable credential for the options' user. */
    create(
      creation: PublicKeyCredentialCreationOptionsJSON,
      overrides: CeremonyOverrides = {},
    ): RegistrationResponseJSON {
      const rpId = overrides.rpId ?? creation.rp.id ?? 'localhost';
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const rawId = randomBytes(32);
      const id = base64url(rawId);
      credentials.push({ id, rpId, userHandle: creation.user.id, privateKey, counter: 0 });
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([userFlags(overrides) | FLAG_ATTESTED_DATA]),
        counterBytes(overrides.counter ?? 0),
        Buffer.alloc(16), // AAGUID: none, as a software authenticator has no model
        idLength,
        rawId,
        coseKey(publicKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      const data = clientData('webauthn.create', creation.challenge, overrides.origin ?? TEST_ORIGIN);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(data),
          attestationObject: base64url(attestationObject),
          transports: ['internal', 'hybrid'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },

    /** Answers request options with one of its credentials, signing the next counter value. */
    get(request: PublicKeyCredentialRequestOptionsJSON, overrides: CeremonyOverrides = {}): AuthenticationResponseJSON {
      const allowed = request.allowCredentials?.map((descriptor) => descriptor.id);
      const credential = credentials.find((candidate) =>
        overrides.credentialId
          ? candidate.id === overrides.credentialId
          : candidate.rpId === request.rpId && (!allowed || allowed.includes(candidate.id)),
      );
      if (!credential) throw new Error('this authenticator holds no credential the options allow');
      const counter = overrides.counter ?? ++credential.counter;
      const authData = Buffer.concat([
        sha256(overrides.rpId ?? request.rpId ?? credential.rpId),
        Buffer.from([userFlags(overrides)]),
        counterBytes(counter),
      ]);
      const data = clientData('webauthn.get', request.challenge, overrides.origin ?? TEST_ORIGIN);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: credential.id,
        rawId: credential.id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(data),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
