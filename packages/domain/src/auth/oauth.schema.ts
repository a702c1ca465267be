import { z } from 'zod';
import { hasNulCharacter, NUL_CHARACTER } from '../storage/storage-bounds.ts';
import { MFA_OTP_GRANT, MFA_PASSKEY_GRANT, MFA_RECOVERY_CODE_GRANT } from './two-factor-grants.ts';

export const OAUTH_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'slow_down',
  'access_denied',
  'expired_token',
  'authorization_pending',
  'mfa_required',
] as const;
export const oauthErrorCodeSchema = z.enum(OAUTH_ERROR_CODES);
export type OAuthErrorCode = z.infer<typeof oauthErrorCodeSchema>;

export const oauthErrorSchema = z.object({
  error: oauthErrorCodeSchema,
  error_description: z.string().optional(),
  /** With `mfa_required`: the token the second step's grant names, valid 5 minutes (decision 183). */
  mfa_token: z.string().optional(),
  /** With `mfa_required`: the user's kinds of second factor, the app's codes and passkeys (decision 186). */
  mfa_methods: z.array(z.enum(['otp', 'passkey'])).optional(),
});
export type OAuthError = z.infer<typeof oauthErrorSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  /** After a sign-in with a recovery code: how many unused codes the user has left. */
  recovery_codes_remaining: z.number().int().optional(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** The sign-in form; the server reads the same fields as the password grant's username and password. */
export const loginInputSchema = z.object({
  email: z.string().trim().pipe(z.email('errors.email-format')),
  password: z.string().min(1, 'errors.required'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

// The token endpoint answers RFC 6749 bodies, not the API's: its fields refuse what the database cannot hold here.
const grantField = z
  .string()
  .min(1)
  .refine((text) => !hasNulCharacter(text), NUL_CHARACTER);

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({ grant_type: z.literal('password'), username: grantField, password: grantField }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: grantField }),
  z.object({ grant_type: z.literal(MFA_OTP_GRANT), mfa_token: grantField, otp: grantField }),
  z.object({ grant_type: z.literal(MFA_RECOVERY_CODE_GRANT), mfa_token: grantField, recovery_code: grantField }),
  // The browser's `PublicKeyCredential` as JSON, as @simplewebauthn/browser gives it.
  z.object({
    grant_type: z.literal(MFA_PASSKEY_GRANT),
    mfa_token: grantField,
    passkey: grantField.pipe(z.string().max(16_384)),
  }),
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** `POST /oauth/passkey-options`: the second step's token. */
export const passkeyOptionsRequestSchema = z.object({ mfa_token: grantField });

/** `POST /oauth/revoke` (RFC 7009 §2.1): the refresh token to end; the hint is optional and not needed. */
export const revocationRequestSchema = z.object({
  token: z.string().min(1),
  token_type_hint: z.string().optional(),
});

/** Where each OAuth error sends the sign-in page (spec point 8); anything else is a technical error. */
export const loginErrorMessageKey = (code: string | undefined): string => {
  switch (code) {
    case 'invalid_grant':
      return 'errors.invalid-grant';
    case 'slow_down':
      return 'errors.account-temporary-locked';
    case 'access_denied':
      return 'errors.account-locked';
    case 'expired_token':
      return 'errors.mfa-expired';
    default:
      return 'errors.technical';
  }
};
