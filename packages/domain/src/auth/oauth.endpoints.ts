import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { oauthEntryRoutes } from './oauth.entry-routes';
import { tokenPairSchema } from './oauth.schema';

// Any fields: the handlers check them with the OAuth schemas, so a bad request gets an RFC 6749 answer, not a 422.
const formFields = z.record(z.string(), z.unknown()).default({});

/**
 * OAuth 2 (RFC 6749, RFC 7009), under the OAuth prefix (`/oauth`) rather than the API's: form-encoded fields in,
 * RFC 6749 error bodies out. Token answers are never cached.
 */
export const oauthEndpoints = defineEndpoints({
  /** The password and refresh-token grants. */
  tokens: { ...oauthEntryRoutes.tokens, body: { form: formFields }, response: tokenPairSchema },
  /** Sign-out: ends the refresh token's sign-in. */
  revoke: { ...oauthEntryRoutes.revoke, body: { form: formFields }, response: z.object({}) },
  /**
   * The options of `navigator.credentials.get()` for the user of an `mfa_token`: its challenge is the token itself
   * (decision 186), which the passkey grant then sends back signed.
   */
  passkeyOptions: {
    ...oauthEntryRoutes.passkeyOptions,
    body: { form: formFields },
    response: z.record(z.string(), z.unknown()),
  },
});
