import { defineEndpoints } from '../api/endpoint';
import { supportLoginInfoSchema } from '../support/support.schema';
import { profileEntryRoutes } from './profile.entry-routes';
import {
  profileSchema,
  termsOfServiceSchema,
  updateLanguageInputSchema,
  updateProfileInputSchema,
} from './profile.schema';

/** The signed-in user's own profile, and the terms they must accept (spec point 4). */
export const profileEndpoints = defineEndpoints({
  get: { ...profileEntryRoutes.get, response: profileSchema },
  update: { method: 'POST', path: '/profile', body: updateProfileInputSchema, response: profileSchema },
  /** The user menu's language choice, kept for the next page load and sign-in. */
  updateLanguage: { method: 'POST', path: '/profile/language', body: updateLanguageInputSchema, response: 'none' },
  /** The terms of service waiting for the user's acceptance; 404 when there are none. */
  termsToAccept: { ...profileEntryRoutes.termsToAccept, response: termsOfServiceSchema },
  acceptTerms: { ...profileEntryRoutes.acceptTerms, response: 'none' },
  completeFavouriteOnboarding: { method: 'POST', path: '/profile/favourite-onboarding', response: 'none' },
  /** A single-use token signing the user in on the after-sales site (/sav-redirect, decision 145). */
  savLogin: { method: 'GET', path: '/profile/sav/login', response: supportLoginInfoSchema },
});
