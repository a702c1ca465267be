import { defineEndpoints } from '../api/endpoint';
import { accountProfileSchema } from './account-profile.schema';
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
});
