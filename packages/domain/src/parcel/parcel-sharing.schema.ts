import { z } from 'zod';
import { PASSWORD_IDENTITY_MESSAGE, passwordRepeatsIdentity, passwordSchema } from '../auth/password.ts';
import { languageSchema } from '../i18n/languages.ts';
import { MAX_SHARED_EMAILS, sharingModeSchema, TOO_MANY_SHARED_EMAILS_MESSAGE } from './parcel.schema.ts';

const email = z.email('errors.email-format').transform((value) => value.toLowerCase());

/**
 * `POST /back/parcels/{id}/sharing`: who besides its account sees a parcel. Private stands alone; sharing by
 * e-mail needs at least one address, sharing with accounts at least one account.
 */
export const parcelSharingInputSchema = z
  .object({
    sharingMode: z.array(sharingModeSchema).min(1, 'required'),
    sharedEmails: z.array(email).max(MAX_SHARED_EMAILS, TOO_MANY_SHARED_EMAILS_MESSAGE),
    sharedAccountIds: z.array(z.uuid()),
  })
  .superRefine((value, context) => {
    const modes = new Set(value.sharingMode);
    if (modes.has('private') && modes.size > 1) {
      context.addIssue({ code: 'custom', path: ['sharingMode'], message: 'parcel.sharing.errors.private-alone' });
    }
    if (modes.has('targeted') && value.sharedEmails.length === 0) {
      context.addIssue({ code: 'custom', path: ['sharedEmails'], message: 'parcel.sharing.errors.emails-required' });
    }
    if (modes.has('targeted_account') && value.sharedAccountIds.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['sharedAccountIds'],
        message: 'parcel.sharing.errors.accounts-required',
      });
    }
  });
export type ParcelSharingInput = z.infer<typeof parcelSharingInputSchema>;

/** One address the caller's parcels are shared with, for /parcels-sharing/emails. */
export const sharedEmailSchema = z.object({
  email: z.string(),
  parcels: z.array(z.object({ id: z.uuid(), label: z.string() })),
  /** Whether someone has signed up with that address; otherwise an invitation is waiting. */
  hasAccount: z.boolean(),
});
export type SharedEmail = z.infer<typeof sharedEmailSchema>;

/** What the invitation page shows before the invited person signs up. */
export const sharingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  invitedBy: z.string(),
  parcelCount: z.number().int(),
  isAccepted: z.boolean(),
});
export type SharingInvitation = z.infer<typeof sharingInvitationSchema>;

/** `POST /back/sharing-invitations/{id}/register`: the invited person's own account. */
export const registerInvitedInputSchema = z
  .object({
    firstName: z.string().trim().min(1, 'required').max(100),
    lastName: z.string().trim().min(1, 'required').max(100),
    password: passwordSchema,
    language: languageSchema,
  })
  .superRefine(({ password, firstName, lastName }, context) => {
    if (passwordRepeatsIdentity(password, { firstName, lastName })) {
      context.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_IDENTITY_MESSAGE });
    }
  });
export type RegisterInvitedInput = z.infer<typeof registerInvitedInputSchema>;
