import { z } from 'zod';
import { TWO_FACTOR_ACTIONS } from '../auth/two-factor.schema.ts';
import { accountTypeSchema } from '../account/account-type.ts';
import { languageSchema } from '../i18n/languages.ts';
import { listQuerySchema, pagedSchema, queryBoolean } from '../list/list-query.ts';
import { userStateSchema } from '../profile/profile.schema.ts';
import { roleLabelsSchema } from '../role/role.schema.ts';
import { createUserInputSchema } from './user.schema.ts';
import { changeReasonSchema } from '../settings/global-settings.schema.ts';

export const USER_SORT_FIELDS = ['lastName', 'email', 'accountName', 'roleLabel', 'state', 'createdAt'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export const userListFilterSchema = z.object({
  /** Part of the first name, last name or e-mail, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  state: userStateSchema.optional(),
  roleId: z.uuid().optional(),
  accountId: z.uuid().optional(),
});
export type UserListFilter = z.infer<typeof userListFilterSchema>;

/** `GET /back/users` and `GET /back/users/mine`. */
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS, 'lastName').extend(userListFilterSchema.shape);
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** `GET /back/users/export/{format}`: a list's query; `mine` exports the caller's own account (/my-users). */
export const userExportQuerySchema = userListQuerySchema.extend({ mine: queryBoolean });
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

export const userListItemSchema = z.object({
  id: z.uuid(),
  state: userStateSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.email(),
  phoneNumber: z.string().nullable(),
  language: languageSchema,
  roleId: z.uuid(),
  /** The role's French label: the one the list sorts on and exports. */
  roleLabel: z.string(),
  /** The role's label in each language, for the list to show the reader's. */
  roleLabels: roleLabelsSchema,
  /** Whether the role is an administrator role: the my-users edit rule looks at it. */
  isAdmin: z.boolean(),
  accountId: z.uuid(),
  accountName: z.string(),
  accountType: accountTypeSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** How many passkeys the user has (decision 186). */
  passkeys: z.number().int(),
  /** The user's authenticator app, once confirmed: when it was set up and last used (decision 185). */
  secondFactor: z
    .object({
      enrolledAt: z.iso.datetime({ offset: true }),
      lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userPageSchema = pagedSchema(userListItemSchema);

/** `GET /back/users/{id}`: a user, and until when an access link to their account works, if one does. */
export const userDetailSchema = userListItemSchema.extend({
  accessLinkExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last changes to the user's second factors, newest first: who made them when not the user, and why. */
  secondFactorHistory: z.array(
    z.object({
      action: z.enum(TWO_FACTOR_ACTIONS),
      at: z.iso.datetime({ offset: true }),
      by: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/**
 * `POST /back/users/{id}`: what may change once a user exists. The e-mail is their sign-in name and stays as it is
 * (as on the profile page); a user never moves to another account.
 */
export const updateUserInputSchema = createUserInputSchema.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  language: true,
  roleId: true,
});
export type UpdateUserInput = z.infer<typeof updateUserInputSchema>;

/** `POST /back/users/{id}/two-factor/reset`: why, kept in the user's history of second-factor changes. */
export const secondFactorResetSchema = z.object({ reason: changeReasonSchema });
export type SecondFactorReset = z.infer<typeof secondFactorResetSchema>;

/** `POST /back/users/{id}/generate-access-link-token`: the link, shown once (only its hash is kept). */
export const accessLinkSchema = z.object({
  token: z.string(),
  /** The console page that opens the link: /login/access-link-token/{token}. */
  url: z.url(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type AccessLink = z.infer<typeof accessLinkSchema>;

/** `GET /back/users/access-link-token/{token}`: where the browser goes to be signed in as the link's user. */
export const accessLinkTargetSchema = z.object({ url: z.string() });
export type AccessLinkTarget = z.infer<typeof accessLinkTargetSchema>;
