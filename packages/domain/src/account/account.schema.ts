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

/** The account's own fields as the creation and edit forms send them. */
export const accountInputSchema = accountSchema.omit({ id: true });
export type AccountInput = z.infer<typeof accountInputSchema>;

/**
 * `POST /back/providers` and `POST /back/farmers`: the account and its admin user, created in one transaction; the
 * account type follows the route. The admin's role defaults to the account type's administrator role. A farmer's
 * `providerId` is chosen by staff (or left out: a farm of the manufacturer's own); a provider's farms are its own.
 */
export const createAccountInputSchema = z.object({
  account: accountInputSchema.extend({ providerId: z.uuid().optional() }),
  admin: accountAdminInputSchema.partial({ roleId: true }),
});
export type CreateAccountInput = z.infer<typeof createAccountInputSchema>;

/**
 * `POST /back/providers/{id}` and `POST /back/farmers/{id}`. `country` is the account's country, which decides its
 * defaults (new users' time zone and language, phone and map country); the console keeps it as the postal
 * address's country, so the two must agree (decision 060).
 */
export const updateAccountInputSchema = accountInputSchema
  .extend({ country: countrySchema })
  .refine((input) => input.country === input.postalAddress.country, {
    path: ['country'],
    message: 'account.form.errors.country-mismatch',
  });
export type UpdateAccountInput = z.infer<typeof updateAccountInputSchema>;

/** What an account's own admin may change on /account/profile. */
export const updateAccountProfileInputSchema = accountSchema.pick({ name: true, siret: true, postalAddress: true });
export type UpdateAccountProfileInput = z.infer<typeof updateAccountProfileInputSchema>;

/** An account as pickers and filters list it. */
export const accountOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: accountTypeSchema,
  /** The postal address's country: it decides the account's calendar (subscription periods). */
  country: countrySchema.optional(),
});
export type AccountOption = z.infer<typeof accountOptionSchema>;
