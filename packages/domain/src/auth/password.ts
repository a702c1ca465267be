import { z } from 'zod';

/** Minimum length of a chosen password: long passphrases beat composition rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'password.errors.length')
  .max(200, 'password.errors.length');

export const PASSWORD_IDENTITY_MESSAGE = 'password.errors.identity';
/** The server refuses common and trivially patterned passwords (decision 079); the form shows this message. */
export const PASSWORD_GUESSABLE_MESSAGE = 'password.errors.guessable';

/** Parts of who the person is, shorter than this, are too common to refuse in a password. */
const MIN_IDENTITY_PART = 3;

/**
 * Whether a password contains the person's own name or the name part of their e-mail address, the first things an
 * attacker tries. Case and accents are ignored.
 */
export const passwordRepeatsIdentity = (
  password: string,
  identity: { firstName?: string; lastName?: string; email?: string },
): boolean => {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const folded = fold(password);
  const parts = [identity.firstName, identity.lastName, identity.email?.split('@')[0]]
    .flatMap((part) => (part ? fold(part).split(/[^\p{L}\p{N}]+/u) : []))
    .filter((part) => part.length >= MIN_IDENTITY_PART);
  return parts.some((part) => folded.includes(part));
};
