import { z } from 'zod';
import { accountAdminInputSchema, accountSchema } from '../account/account.schema.ts';
import { accountTypeSchema } from '../account/account-type.ts';
import { postalAddressSchema } from '../address/postal-address.schema.ts';
import { PASSWORD_IDENTITY_MESSAGE, passwordRepeatsIdentity, passwordSchema } from './password.ts';

const emailSchema = z.string().trim().pipe(z.email('errors.email-format'));

/** The farm a person registers on /register, or completes on /register/{token}/farmers. */
export const farmDetailsSchema = accountSchema.pick({ name: true, siret: true, postalAddress: true });
export type FarmDetails = z.infer<typeof farmDetailsSchema>;

/**
 * `POST /back/register`: a farmer account and its first user. The person chooses a password only after following
 * the e-mailed link, which proves the address is theirs.
 */
export const registerInputSchema = z.object({
  account: farmDetailsSchema,
  admin: accountAdminInputSchema.omit({ roleId: true }),
  /** The captcha widget's answer; required by the server when a captcha is configured. */
  captchaToken: z.string().max(4000).optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

/** `GET /back/register/{activationToken}`: whom the link invites, to greet them and check the password. */
export const activationSchema = z.object({
  email: z.email(),
  firstName: z.string(),
  lastName: z.string(),
  accountName: z.string(),
  accountType: accountTypeSchema,
  /** A farm created for the person by their provider: they review its details on /register/{token}/farmers. */
  completesFarm: z.boolean(),
  /** The farm's details as they stand, for that review; null for anyone else. */
  farm: z
    .object({ name: z.string(), siret: z.string().nullable(), postalAddress: postalAddressSchema.nullable() })
    .nullable(),
});
export type Activation = z.infer<typeof activationSchema>;

/** The identity a new password must not repeat (the form knows it from the link; the server from the user). */
export type PasswordIdentity = { firstName?: string; lastName?: string; email?: string };

/** A new password, refused when it contains the person's own names or e-mail. */
export const newPasswordSchema = (identity: PasswordIdentity) =>
  z.object({
    password: passwordSchema.refine((password) => !passwordRepeatsIdentity(password, identity), {
      message: PASSWORD_IDENTITY_MESSAGE,
    }),
  });
export type NewPasswordInput = { password: string };

/** `POST /back/register/{activationToken}/farmers`: the password and the farm as the farmer corrects it. */
export const farmerActivationSchema = (identity: PasswordIdentity) =>
  newPasswordSchema(identity).extend({ account: farmDetailsSchema });
export type FarmerActivationInput = NewPasswordInput & { account: FarmDetails };

/** `POST /back/password-reset/forgot`. */
export const passwordForgotInputSchema = z.object({ email: emailSchema });
export type PasswordForgotInput = z.infer<typeof passwordForgotInputSchema>;

/** `GET /back/password-reset/{token}`: whose password an unused reset link changes. */
export const passwordResetSchema = z.object({ email: z.email(), firstName: z.string(), lastName: z.string() });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** Activation and reset links are 32 random bytes in base64url; anything else is no link of ours. */
export const userLinkTokenSchema = z.string().regex(/^[\w-]{43}$/);
