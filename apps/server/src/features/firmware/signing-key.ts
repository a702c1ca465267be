import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import type { FirmwareSigningKey } from '@console/domain/firmware/firmware-version.schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema.ts';

const SECRET_NAME = 'firmware-signing-key';

/** The console's firmware signer: its private key signs images, its public key goes onto the devices. */
export type FirmwareSigner = { sign: (bytes: Uint8Array) => string; publicKey: FirmwareSigningKey };

const signerOf = (privateKey: KeyObject): FirmwareSigner => {
  const publicKey = createPublicKey(privateKey);
  const raw = publicKey.export({ format: 'jwk' }).x ?? '';
  return {
    // Ed25519 signs the bytes themselves (no pre-hash): a device checks the image it downloaded, whole.
    sign: (bytes) => sign(null, bytes, privateKey).toString('base64'),
    publicKey: {
      algorithm: 'Ed25519',
      publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      publicKey: Buffer.from(raw, 'base64url').toString('base64'),
    },
  };
};

/**
 * The firmware signing key (Ed25519): `configured` (PKCS#8 PEM) when the settings give one, else one generated once
 * and kept in the database like the other server secrets, so that every process signs with the same key.
 */
export const loadFirmwareSigner = async (db: Database, configured: string | undefined): Promise<FirmwareSigner> => {
  if (configured) return signerOf(createPrivateKey(configured));
  const generated = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: generated }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the firmware signing key could not be stored');
  const key = createPrivateKey(row.value);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the stored firmware signing key is not Ed25519');
  return signerOf(key);
};
