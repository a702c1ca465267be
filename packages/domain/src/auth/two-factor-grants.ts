/**
 * Auth0's grant types for the second step of a sign-in (decision 183): a code from an authenticator app, or a
 * recovery code. Apart from the schemas, so that the sign-in page's first script loads no zod (decision 031).
 */
export const MFA_OTP_GRANT = 'http://auth0.com/oauth/grant-type/mfa-otp';
export const MFA_RECOVERY_CODE_GRANT = 'http://auth0.com/oauth/grant-type/mfa-recovery-code';
