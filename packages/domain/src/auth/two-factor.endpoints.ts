import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../api/id-params';
import {
  addPasskeyInputSchema,
  confirmTotpInputSchema,
  factorProofSchema,
  passkeyProofSchema,
  recoveryCodesSchema,
  totpEnrolmentSchema,
  twoFactorStateSchema,
} from './two-factor.schema';

/** The signed-in user's own second factors (decision 183), in the profile's security section. */
export const twoFactorEndpoints = defineEndpoints({
  state: { method: 'GET', path: '/profile/two-factor', response: twoFactorStateSchema },
  /** Begins an enrolment, or begins it again with a new secret while unconfirmed; 409 once an app is confirmed. */
  startTotp: { method: 'POST', path: '/profile/two-factor/totp', response: totpEnrolmentSchema },
  /** A first code from the app confirms it; the answer holds the recovery codes, shown once. */
  confirmTotp: {
    method: 'POST',
    path: '/profile/two-factor/totp/confirm',
    body: confirmTotpInputSchema,
    response: recoveryCodesSchema,
  },
  /** Turns the app off, with a code from it or a recovery code; the recovery codes go with it. 409 where required. */
  removeTotp: { method: 'POST', path: '/profile/two-factor/totp/remove', body: factorProofSchema, response: 'none' },
  /**
   * Confirms a factor in the caller's sign-in (decision 185): for five minutes, the actions that ask for one go ahead.
   * 409 for a token of no sign-in (an access link's).
   */
  confirm: { method: 'POST', path: '/profile/two-factor/confirm', body: factorProofSchema, response: 'none' },
  /** Options for a passkey to confirm a factor in the caller's sign-in (decision 185). */
  confirmPasskeyOptions: {
    method: 'POST',
    path: '/profile/two-factor/confirm/passkey-options',
    response: z.record(z.string(), z.unknown()),
  },
  /** A passkey's answer to those options confirms a factor; 422 on `passkey` when it does not verify. */
  confirmWithPasskey: {
    method: 'POST',
    path: '/profile/two-factor/confirm/passkey',
    body: passkeyProofSchema,
    response: 'none',
  },
  /** Options for the browser to make a passkey (decision 186); 409 once the user has 10. */
  passkeyOptions: {
    method: 'POST',
    path: '/profile/two-factor/passkeys/options',
    response: z.record(z.string(), z.unknown()),
  },
  /** Keeps the passkey the browser made, under its name; 422 on `response` when it does not verify. */
  addPasskey: { method: 'POST', path: '/profile/two-factor/passkeys', body: addPasskeyInputSchema, response: 'none' },
  /** Removes a passkey, with a factor confirmed in the last minutes; 409 for the last factor where one is required. */
  removePasskey: {
    method: 'POST',
    path: '/profile/two-factor/passkeys/:id/remove',
    params: idParams,
    response: 'none',
  },
  /** A new set of recovery codes, with a code from the app or a recovery code; the old set stops working. */
  renewRecoveryCodes: {
    method: 'POST',
    path: '/profile/two-factor/recovery-codes',
    body: factorProofSchema,
    response: recoveryCodesSchema,
  },
});
