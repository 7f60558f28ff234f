import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The authenticator data's flags, as the WebAuthn specification numbers them. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

export interface AuthenticatorOverrides {
  /** The page the browser says it was on (default: the authenticator's origin). */
  origin?: string;
  /** The challenge signed instead of the options' one. */
  challenge?: string;
  /** Clear the user-verified flag. */
  unverified?: boolean;
  /** Sign with another key (a forged answer). */
  forgeSignature?: boolean;
}

/**
 * A software passkey for the inject tests and the bench: an ES256 key from node:crypto, the
 * client data and authenticator data a browser and a platform authenticator would send, the
 * attestation 'none' object CBOR-encoded, and real signatures over authenticatorData ||
 * SHA-256(clientDataJSON). The server verifies them as it verifies a real device's.
 */
export function softwareAuthenticator({ origin, rpId }: { origin: string; rpId: string }) {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = keys.publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const state = { counter: 0 };

  function clientData(type: string, challenge: string, overrides: AuthenticatorOverrides) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? origin,
        crossOrigin: false,
      }),
    );
  }

  function authenticatorData(flags: number, attested?: Uint8Array) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(state.counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      counter,
      attested ?? Buffer.alloc(0),
    ]);
  }

  const flagsFor = (overrides: AuthenticatorOverrides) =>
    USER_PRESENT | (overrides.unverified ? 0 : USER_VERIFIED);

  return {
    credentialId: b64url(credentialId),
    /** The signature counter the next answer carries; set it to replay an old value. */
    get counter() {
      return state.counter;
    },
    set counter(value: number) {
      state.counter = value;
    },
    /** Answers registration options as navigator.credentials.create() would, as JSON. */
    register(options: { challenge: string }, overrides: AuthenticatorOverrides = {}) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey]);
      const authData = authenticatorData(flagsFor(overrides) | ATTESTED_CREDENTIAL, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, overrides)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** Answers authentication options as navigator.credentials.get() would; the counter moves on. */
    authenticate(options: { challenge: string }, overrides: AuthenticatorOverrides = {}) {
      state.counter += 1;
      const authData = authenticatorData(flagsFor(overrides));
      const data = clientData('webauthn.get', options.challenge, overrides);
      const signer = overrides.forgeSignature
        ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
        : keys.privateKey;
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), signer);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: undefined,
        },
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
