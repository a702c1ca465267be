import {
  PASSWORD_GUESSABLE_MESSAGE,
  PASSWORD_IDENTITY_MESSAGE,
  passwordRepeatsIdentity,
} from '@console/domain/auth/password';
import type { PasswordIdentity } from '@console/domain/auth/self-service.schema';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../plugins/app-error.ts';

/**
 * zxcvbn's matchers cost more than linearly with the length; the first 64 characters tell a common or patterned
 * password, and a longer one is judged by them.
 */
const CHECKED_LENGTH = 64;

/** zxcvbn's score 2 means at least 10^6 guesses: beyond a throttled online attack's reach (decision 079). */
const MIN_SCORE = 2;

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: CHECKED_LENGTH });

/**
 * Whether zxcvbn finds the password among common passwords, words and names, or made of repeats, sequences and
 * keyboard runs, within a million guesses (`aaaaaaaaaaaa`, `123456789012`, `passwordpassword`).
 */
export const isPasswordGuessable = (password: string): boolean => zxcvbn.check(password).score < MIN_SCORE;

/**
 * The rules a chosen password meets beyond its schema's length, checked where the server knows whose it is: not
 * the person's own names or e-mail, not guessable. A 422 on the `password` field otherwise.
 */
export const refuseWeakPassword = (password: string, identity: PasswordIdentity): void => {
  const message = passwordRepeatsIdentity(password, identity)
    ? PASSWORD_IDENTITY_MESSAGE
    : isPasswordGuessable(password)
      ? PASSWORD_GUESSABLE_MESSAGE
      : null;
  if (message) throw new AppError('invalid', 'failed to parse payload', { issues: [{ path: ['password'], message }] });
};
