import { z } from 'zod';
import { accountTypeSchema } from './account-type.ts';
import { countrySchema, postalAddressSchema } from '../address/postal-address.schema.ts';
import { createUserInputSchema } from '../user/user.schema.ts';

/** French company number: 14 digits. Optional, since accounts outside France have none. */
export const siretSchema = z
  .string()
  .trim()
  .regex(/^\d{14}$/, 'account.form.errors.siret.format');

export const accountSchema = z.object({
  id: z.uuid(),
  name: z.string().trim().min(1, 'required').max(200),
  siret: siretSchema.optional(),
  postalAddress: postalAddressSchema,
  /** Internal note by manufacturer staff or the provider managing the account. */
  comment: z.string().trim().max(2000).optional(),
});
export type Account = z.infer<typeof accountSchema>;

/** The account's first user, made its admin: account and type come from the account being created. */
export const accountAdminInputSchema = createUserInputSchema.omit({ accountId: true, accountType: true });
export type AccountAdminInput = z.infer<typeof accountAdminInputSchema>;

/** Provider or farmer creation; the account type follows the route (/providers/new or /farmers/new). */
export const createAccountInputSchema = accountSchema.omit({ id: true }).extend({ admin: accountAdminInputSchema });
export type CreateAccountInput = z.infer<typeof createAccountInputSchema>;

/** Staff edit of an account; `country` sets the account's internationalization settings. */
export const updateAccountInputSchema = accountSchema.omit({ id: true }).extend({ country: countrySchema });
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>;

/** What an account's own admin may change on /account/profile. */
export const updateAccountProfileInputSchema = accountSchema.pick({ name: true, siret: true, postalAddress: true });
export type UpdateAccountProfileInput = z.infer<typeof updateAccountProfileInputSchema>;

/** An account as pickers and filters list it. */
export const accountOptionSchema = z.object({ id: z.uuid(), name: z.string(), type: accountTypeSchema });
export type AccountOption = z.infer<typeof accountOptionSchema>;
