import { defineEndpoints } from '../api/endpoint';
import { accountProfileSchema, secondFactorRequirementInputSchema } from './account-profile.schema';
import { updateAccountProfileInputSchema } from './account.schema';

/** /account/profile (spec point 2): the caller's own account. */
export const accountProfileEndpoints = defineEndpoints({
  get: { method: 'GET', path: '/account/profile', response: accountProfileSchema },
  update: {
    method: 'POST',
    path: '/account/profile',
    body: updateAccountProfileInputSchema,
    response: accountProfileSchema,
  },
  /** The account's administrator requires two-step sign-in of every user of the account, or stops requiring it. */
  requireSecondFactor: {
    method: 'POST',
    path: '/account/profile/two-factor-requirement',
    body: secondFactorRequirementInputSchema,
    response: accountProfileSchema,
  },
});
