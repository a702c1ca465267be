import { z } from 'zod';
import { accountTypeSchema } from '../account/account-type.ts';
import { languageSchema } from '../i18n/languages.ts';
import { phoneNumberSchema } from '../phone/phone-number.ts';
import { userStateSchema } from '../profile/profile.schema.ts';

const personName = z.string().trim().min(1, 'required').max(100);

export const userSchema = z.object({
  id: z.uuid(),
  state: userStateSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  phoneNumber: z.string().optional(),
  language: languageSchema,
  roleId: z.uuid(),
  accountId: z.uuid().nullable(),
  accountType: accountTypeSchema,
});
export type User = z.infer<typeof userSchema>;

/** Inviting a user into an account; the invitation e-mail is sent in `language`. */
export const createUserInputSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: z.string().trim().pipe(z.email('errors.email-format')),
  phoneNumber: phoneNumberSchema.optional(),
  language: languageSchema,
  roleId: z.uuid('required'),
  accountId: z.uuid(),
  accountType: accountTypeSchema,
});
export type CreateUserInput = z.infer<typeof createUserInputSchema>;
