import { z } from 'zod';

/** RFC 6238 as every authenticator app reads an `otpauth://` URI: 6 digits, a new code every 30 s (ASVS 6.5.5). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** The changes to a user's second factors that their history keeps. */
export const TWO_FACTOR_ACTIONS = [
  'enrolled',
  'removed',
  'recovery-codes-renewed',
  'reset',
  'passkey-added',
  'passkey-removed',
] as const;
export type TwoFactorAction = (typeof TWO_FACTOR_ACTIONS)[number];

/** How a sign-in's second step was made. */
export const SIGN_IN_FACTORS = ['totp', 'recovery-code', 'passkey'] as const;

/** A code as the user types it from the app: spaces are forgiven. */
export const totpCodeSchema = z
  .string()
  .transform((text) => text.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'errors.totp-code-format'));

/** A recovery code as shown at enrolment (`xxxxx-xxxxx`); case, spaces and the dash are forgiven. */
export const recoveryCodeSchema = z
  .string()
  .transform((text) => text.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, 'errors.recovery-code-format'));

/** Proof of a second factor for a change to the factors: a code from the app, or a recovery code. */
export const factorProofSchema = z.object({
  code: z.string().trim().min(1, 'errors.required').max(20, 'errors.totp-code-format'),
});
export type FactorProof = z.infer<typeof factorProofSchema>;

/** A passkey's name, as its user tells their devices apart ("Work laptop", "YubiKey"). */
export const passkeyNameSchema = z.string().trim().min(1, 'errors.required').max(60);

/** The browser's `PublicKeyCredential` as @simplewebauthn/browser gives it; the server's library checks the rest. */
export const passkeyResponseSchema = z.looseObject({
  id: z.string().max(1_024),
  rawId: z.string(),
  type: z.literal('public-key'),
});
export type PasskeyResponse = z.infer<typeof passkeyResponseSchema>;

/** A new passkey: its name, and the credential `navigator.credentials.create()` made. */
export const addPasskeyInputSchema = z.object({ name: passkeyNameSchema, response: passkeyResponseSchema });
export type AddPasskeyInput = z.infer<typeof addPasskeyInputSchema>;

/** A passkey's answer confirming a factor: the browser's `PublicKeyCredential` from `navigator.credentials.get()`. */
export const passkeyProofSchema = z.object({ passkey: passkeyResponseSchema });
export type PasskeyProof = z.infer<typeof passkeyProofSchema>;

export const confirmTotpInputSchema = z.object({ code: totpCodeSchema });
export type ConfirmTotpInput = z.input<typeof confirmTotpInputSchema>;

/** An enrolment begun: the secret for the QR code (`uri`) or to type by hand, until a first code confirms it. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The user's second factors, as the profile's security section shows them. */
export const twoFactorStateSchema = z.object({
  totp: z
    .object({ enrolledAt: z.iso.datetime({ offset: true }), lastUsedAt: z.iso.datetime({ offset: true }).nullable() })
    .nullable(),
  recoveryCodesRemaining: z.number().int(),
  /** The last changes, newest first. */
  events: z.array(
    z.object({
      action: z.enum(TWO_FACTOR_ACTIONS),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** The user's passkeys, oldest first. */
  passkeys: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  /** The last sign-ins, newest first, with the second step each took; the one making the request is marked. */
  signIns: z.array(
    z.object({
      at: z.iso.datetime({ offset: true }),
      ip: z.string(),
      userAgent: z.string().nullable(),
      secondFactor: z.enum(SIGN_IN_FACTORS).nullable(),
      isCurrent: z.boolean(),
    }),
  ),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
