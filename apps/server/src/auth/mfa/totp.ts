import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@console/domain/auth/two-factor.schema';
import { Secret, TOTP } from 'otpauth';

/** How many steps either side of now a code may come from: a phone's clock a little off still signs in (RFC 6238 §5.2). */
const STEP_WINDOW = 1;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret (RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads from the QR code: the product's name and the user's address. */
export const totpUri = (secret: string, issuer: string, account: string): string =>
  totpOf(secret, issuer, account).toString();

/** The time step `code` belongs to, when it is the secret's code within a step of `at`; otherwise null. */
export const totpStepOf = (secret: string, code: string, at: Date): number | null => {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: STEP_WINDOW });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() }) + delta;
};

/** The code of the secret at `at`, for the demo's documented factor and the tests. */
export const totpCodeAt = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });
