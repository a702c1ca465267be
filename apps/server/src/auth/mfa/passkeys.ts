import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isoUtc } from '../../db/iso-time.ts';
import { userPasskeys } from '../../db/schema.ts';
import { consumeUserToken, issueUserToken } from '../user-tokens.ts';

/** The console as WebAuthn names it: its host, its origin, and the product's title. */
export type RelyingParty = { id: string; origin: string; name: string };

export const relyingPartyOf = (publicUrl: string, name: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
};

/** A challenge WebAuthn carries as base64url: the text of one of our single-use tokens. */
const challengeOf = (token: string) => isoBase64URL.fromUTF8String(token);
const tokenOf = (challenge: string) => isoUint8Array.toUTF8String(isoBase64URL.toBuffer(challenge));

const passkeysOf = (db: Database, userId: string) =>
  db
    .select({ id: userPasskeys.credentialId, transports: userPasskeys.transports })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId));

const descriptors = (rows: { id: string; transports: string[] }[]) =>
  rows.map(({ id, transports }) => ({ id, transports: transports as AuthenticatorTransport[] }));

/**
 * Options for `navigator.credentials.create()`: a passkey of the user's, kept on the device (resident) and verified
 * by it (PIN, fingerprint); the user's other passkeys are excluded, so one device is registered once.
 */
export const passkeyRegistrationOptions = async (
  db: Database,
  rp: RelyingParty,
  user: { id: string; email: string; displayName: string },
) =>
  generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: isoUint8Array.fromUTF8String(user.id),
    challenge: await issueUserToken(db, user.id, 'passkey-registration'),
    attestationType: 'none',
    excludeCredentials: descriptors(await passkeysOf(db, user.id)),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });

/** Verifies a new passkey against the user's pending challenge, spent once, and keeps it under its name. */
export const registerPasskey = async (
  db: Database,
  rp: RelyingParty,
  { userId, name, response }: { userId: string; name: string; response: RegistrationResponseJSON },
): Promise<boolean> => {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: async (challenge) =>
      (await consumeUserToken(db, tokenOf(challenge), 'passkey-registration')) === userId,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { credential } = verification.registrationInfo;
  await db.insert(userPasskeys).values({
    userId,
    name,
    credentialId: credential.id,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
  });
  return true;
};

/** Options for `navigator.credentials.get()` answering `token` (a sign-in's `mfa_token`, or a confirmation's). */
export const passkeyAuthenticationOptions = async (db: Database, rp: RelyingParty, userId: string, token: string) =>
  generateAuthenticationOptions({
    rpID: rp.id,
    challenge: isoUint8Array.fromUTF8String(token),
    allowCredentials: descriptors(await passkeysOf(db, userId)),
    userVerification: 'preferred',
  });

/**
 * A passkey of the user's answered `token`'s challenge: its signature checks with the stored key, and its counter (when
 * the authenticator keeps one) moved on, so a cloned key shows.
 */
export const acceptPasskey = async (
  db: Database,
  rp: RelyingParty,
  { userId, token, response }: { userId: string; token: string; response: AuthenticationResponseJSON },
): Promise<boolean> => {
  const [passkey] = await db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, response.id)));
  if (!passkey) return false;
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challengeOf(token),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.credentialId,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransport[],
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  await db
    .update(userPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(userPasskeys.id, passkey.id));
  return true;
};

/** `acceptPasskey` for a response sent as JSON text (the token grant's form field); unreadable JSON is no passkey. */
export const acceptPasskeyJson = async (
  db: Database,
  rp: RelyingParty,
  { userId, token, json }: { userId: string; token: string; json: string },
): Promise<boolean> => {
  let response: AuthenticationResponseJSON;
  try {
    response = JSON.parse(json) as AuthenticationResponseJSON;
  } catch {
    return false;
  }
  return typeof response?.id === 'string' && acceptPasskey(db, rp, { userId, token, response });
};

/** The user's passkeys as their profile lists them, oldest first. */
export const listPasskeys = (db: Database, userId: string) =>
  db
    .select({
      id: userPasskeys.id,
      name: userPasskeys.name,
      createdAt: isoUtc<string>(userPasskeys.createdAt),
      lastUsedAt: isoUtc<string | null>(userPasskeys.lastUsedAt),
    })
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.id));

/** The single-use token a passkey's answer signed, read from its client data; null when unreadable. */
export const signedTokenOf = (response: AuthenticationResponseJSON): string | null => {
  try {
    return tokenOf(decodeClientDataJSON(response.response.clientDataJSON).challenge);
  } catch {
    return null;
  }
};
