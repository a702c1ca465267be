import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from './client.ts';
import { loadServerSecret } from './server-secrets.ts';

/**
 * Values the console keeps but never shows again (a partner network's credentials, decision 174): AES-256-GCM under
 * a key derived from a server secret, `CREDENTIALS_KEY` or one generated and kept like the other secrets. A copy of
 * the database without the secret's row, or with `CREDENTIALS_KEY` set, holds nothing readable.
 */
export type Sealer = { seal: (value: unknown) => string; open: (sealed: string) => unknown };

const ALGORITHM = 'aes-256-gcm';

export const loadSealer = async (db: Database, configured: string | undefined): Promise<Sealer> => {
  const secret = await loadServerSecret(db, 'credentials-key', configured);
  const key = Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'console sealed values', 32));
  return {
    seal: (value) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open: (sealed) => {
      const [iv = '', tag = '', data = ''] = sealed.split('.');
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      return JSON.parse(text) as unknown;
    },
  };
};
