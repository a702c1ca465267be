import { afterEach, describe, expect, it } from 'vitest';
import { now, setClock } from '../clock.ts';
import { accessTokenSigner, importSigningKey } from './access-token.ts';

const signerWith = async (secret: string, ttlSeconds: number) =>
  accessTokenSigner(await importSigningKey(new TextEncoder().encode(secret)), () => Promise.resolve(ttlSeconds));

const USER_ID = '0b8e5a4e-4a57-4f2e-9a36-1f0c2d0e7a11';

afterEach(() => setClock(null));

describe('access tokens', () => {
  it('accepts its own tokens again and again, and refuses another key’s and a tampered one', async () => {
    const signer = await signerWith('one key for the tests, long enough', 60);
    const other = await signerWith('another key for the tests, as long', 60);
    const before = Date.now();
    const token = await signer.sign(USER_ID);
    const verified = await signer.verify(token);
    expect(verified?.userId).toBe(USER_ID);
    // To the millisecond: a password reset refuses the tokens issued before it, not those issued just after.
    expect(verified?.issuedAt).toBeGreaterThanOrEqual(before);
    expect(verified?.issuedAt).toBeLessThanOrEqual(Date.now());
    expect(await signer.verify(token)).toEqual(verified);
    expect(await signer.verify(await other.sign(USER_ID))).toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await signer.verify(`${header}.${payload}.${flipped}`)).toBeNull();
  });

  it('refuses a token once it has expired, although it was accepted before', async () => {
    const signer = await signerWith('one key for the tests, long enough', 1);
    const token = await signer.sign(USER_ID);
    expect((await signer.verify(token))?.userId).toBe(USER_ID);
    // The expiry is in whole seconds: past it two seconds after signing, on the server's clock.
    setClock(new Date(now().getTime() + 2000));
    expect(await signer.verify(token)).toBeNull();
  });
});
