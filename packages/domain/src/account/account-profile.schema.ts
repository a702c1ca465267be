import { z } from 'zod';
import { postalAddressSchema } from '../address/postal-address.schema.ts';
import { accountTypeSchema } from './account-type.ts';

/**
 * `GET /back/account/profile`: the caller's own account as /account/profile shows it. Accounts created before
 * addresses were required may have none yet; the form then asks for it. `POST` takes
 * `updateAccountProfileInputSchema` (account.schema.ts).
 */
export const accountProfileSchema = z.object({
  id: z.uuid(),
  type: accountTypeSchema,
  name: z.string(),
  siret: z.string().nullable(),
  postalAddress: postalAddressSchema.nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;
