import { z } from 'zod';
import { accountTypeSchema } from '../account/account-type';
import { countrySchema } from '../address/postal-address.schema';
import { languageSchema } from '../i18n/languages';

/** How long /sav-redirect waits for the after-sales site before it offers to continue or try again. */
export const SUPPORT_REDIRECT_WAIT_MS = 10_000;

/**
 * What /sav-redirect posts to the after-sales site (decision 145): a single-use sign-in token, and the site's sign-in
 * address to post it to, so the page needs no setting of its own.
 */
export const supportLoginInfoSchema = z.object({ token: z.string().min(1), action: z.url() });
export type SupportLoginInfo = z.infer<typeof supportLoginInfoSchema>;

/**
 * The claims of a support sign-in token: the contract with the after-sales site, which checks the HS256 signature
 * with the secret it shares with the console, `exp`, `aud`, and that it has not seen `jti` before.
 */
export const supportLoginClaimsSchema = z.object({
  sub: z.uuid(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  account_id: z.uuid(),
  account_name: z.string(),
  account_type: accountTypeSchema,
  /** The role's French label, its name of reference (decision 105). */
  role: z.string(),
  /** The user's postal address's country, else their account's; null when neither has an address. */
  country: countrySchema.nullable(),
  language: languageSchema,
  iat: z.number(),
  exp: z.number(),
  jti: z.uuid(),
  aud: z.string(),
});
export type SupportLoginClaims = z.infer<typeof supportLoginClaimsSchema>;
