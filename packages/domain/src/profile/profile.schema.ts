import { z } from 'zod';
import { accountTypeSchema } from '../account/account-type.ts';
import { rightsSchema } from '../access/rights.ts';
import { countrySchema, postalAddressSchema } from '../address/postal-address.schema.ts';
import { countryDefaultsSchema } from '../country/country-pack.ts';
import { riskQuestionSchema } from '../risk/risk.schema.ts';
import { languageSchema } from '../i18n/languages.ts';
import { phoneNumberSchema } from '../phone/phone-number.ts';
import { roleLabelsSchema } from '../role/role.schema.ts';
import { zoneIdSchema } from '../time/zone-ids.ts';

export const USER_STATES = ['invited', 'activated'] as const;
export const userStateSchema = z.enum(USER_STATES);
export type UserState = z.infer<typeof userStateSchema>;

const personName = z.string().trim().min(1, 'required').max(100);

export const updateProfileInputSchema = z.object({
  firstName: personName,
  lastName: personName,
  phoneNumber: phoneNumberSchema,
  postalAddress: postalAddressSchema,
  language: languageSchema,
  zoneId: zoneIdSchema,
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** `POST /back/profile/language`: the language chosen in the user menu, saved alone (decision 102). */
export const updateLanguageInputSchema = updateProfileInputSchema.pick({ language: true });
export type UpdateLanguageInput = z.infer<typeof updateLanguageInputSchema>;

export const profileSchema = z.object({
  id: z.uuid(),
  state: userStateSchema,
  accountType: accountTypeSchema,
  accountId: z.uuid().nullable(),
  accountName: z.string().nullable(),
  isInvitedAccount: z.boolean(),
  lastName: z.string(),
  firstName: z.string(),
  email: z.email(),
  postalAddress: postalAddressSchema.nullable(),
  phoneNumber: z.string().nullable(),
  language: languageSchema,
  zoneId: z.string(),
  roleId: z.uuid(),
  role: z.object({
    id: z.uuid(),
    ...roleLabelsSchema.shape,
    startPage: z.string(),
    isAdmin: z.boolean(),
    rights: rightsSchema,
  }),
  areTosAccepted: z.boolean(),
  /** Two-step sign-in: whether the user must use it (decision 184), and whether they have set it up. */
  secondFactor: z.object({ required: z.boolean(), enrolled: z.boolean(), hasPasskey: z.boolean() }),
  favouriteOnboardingDone: z.boolean(),
  hasRentContracts: z.boolean(),
  counter: z.object({ parcelMissingInfo: z.number().int(), unreadNotifications: z.number().int() }),
  /**
   * The pack of the user's country (the country of their address, else their account's; decision 163): whether the
   * decision tree is off there, which questions it asks, where maps open and the units measures are shown in.
   */
  internationalizationSettings: z.object({
    country: countrySchema,
    noDecisionTree: z.boolean(),
    riskQuestions: z.array(riskQuestionSchema),
    mapView: countryDefaultsSchema.shape.mapView,
    units: countryDefaultsSchema.shape.units,
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const termsOfServiceSchema = z.object({ id: z.uuid(), version: z.string(), originalUrl: z.string() });
export type TermsOfService = z.infer<typeof termsOfServiceSchema>;
