import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;
const base64url = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

/**
 * A passkey as an authenticator holds it, for the API tests: an ES256 key pair whose responses follow WebAuthn
 * Level 3 (packed "none" attestation, a signature over the authenticator data and the client data's hash), so the
 * server checks them with the same library as a browser's.
 */
export const softwareAuthenticator = ({ rpId, origin }: { rpId: string; origin: string }) => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credentialId = randomBytes(16);
  const jwk = publicKey.export({ format: 'jwk' });
  let signCount = 0;

  const authenticatorData = (flags: number, attested?: Uint8Array) => {
    const counter = Buffer.alloc(4);
    signCount += 1;
    counter.writeUInt32BE(signCount);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, ...(attested ? [attested] : [])]);
  };
  const credential = () =>
    ({
      id: base64url(credentialId),
      rawId: base64url(credentialId),
      type: 'public-key',
      clientExtensionResults: {},
    }) as const;
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id: base64url(credentialId),
    /** `navigator.credentials.create()` for the options' challenge. */
    register: (challenge: string): RegistrationResponseJSON => {
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(coseKey))]);
      const authData = authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Uint8Array | Map<string, string>>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      return {
        ...credential(),
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', challenge)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
      };
    },
    /** `navigator.credentials.get()` for the options' challenge. */
    authenticate: (challenge: string): AuthenticationResponseJSON => {
      const authData = authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED);
      const client = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(client)]), privateKey);
      return {
        ...credential(),
        response: {
          clientDataJSON: base64url(client),
          authenticatorData: base64url(authData),
          signature: base64url(signature),
        },
      };
    },
  };
};
