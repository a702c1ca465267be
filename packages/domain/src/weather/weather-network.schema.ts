import { z } from 'zod';

/** Credentials are written, never read back: bounded so that a paste of something else is refused, not stored. */
const credential = z.string().trim().min(1, 'required').max(500, 'too-long');

/** Sencrop's partner application: an OAuth2 client and the partner id its farmers grant access to. */
export const sencropCredentialsSchema = z.object({
  clientId: credential,
  clientSecret: credential,
  partnerId: z.string().trim().min(1, 'required').max(100, 'too-long'),
});
export type SencropCredentials = z.infer<typeof sencropCredentialsSchema>;

/** Weenat's API key. */
export const weenatCredentialsSchema = z.object({ apiKey: credential });
export type WeenatCredentials = z.infer<typeof weenatCredentialsSchema>;

/** A network's credentials, as `/settings/syncs` saves them (decision 174). */
export const networkCredentialsSchema = z.discriminatedUnion('network', [
  z.object({ network: z.literal('sencrop'), ...sencropCredentialsSchema.shape }),
  z.object({ network: z.literal('weenat'), ...weenatCredentialsSchema.shape }),
]);
export type NetworkCredentials = z.infer<typeof networkCredentialsSchema>;
