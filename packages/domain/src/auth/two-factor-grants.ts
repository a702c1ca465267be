/**
 * Auth0's grant types for the second step of a sign-in (decision 183): a code from an authenticator app, or a
 * recovery code. Apart from the schemas, so that the sign-in page's first script loads no zod (decision 031).
 */
export const MFA_OTP_GRANT = 'http://auth0.com/oauth/grant-type/mfa-otp';
export const MFA_RECOVERY_CODE_GRANT = 'http://auth0.com/oauth/grant-type/mfa-recovery-code';
/**
 * A passkey's answer to the challenge the `mfa_token` names (decision 186): Auth0 has no grant for it, so the console
 * names its own, in the same family.
 */
export const MFA_PASSKEY_GRANT = 'urn:limacapt:params:oauth:grant-type:mfa-passkey';
