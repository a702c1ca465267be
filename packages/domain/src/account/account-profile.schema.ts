import { z } from 'zod';
import { postalAddressSchema } from '../address/postal-address.schema.ts';
import { accountTypeSchema } from './account-type.ts';
import { dateTimeSchema } from '../date/date.schema.ts';

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
  /** Every user of the account must sign in in two steps (decision 184): set by its administrator. */
  secondFactorRequirement: z.object({
    required: z.boolean(),
    changedAt: dateTimeSchema.nullable(),
    changedBy: z.string().nullable(),
  }),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** `POST /back/account/profile/two-factor-requirement`. */
export const secondFactorRequirementInputSchema = z.object({ required: z.boolean() });
export type SecondFactorRequirementInput = z.infer<typeof secondFactorRequirementInputSchema>;
