import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { exportEndpoint } from '../api/export-endpoint';
import { idParams } from '../api/id-params';
import { userLinkTokenSchema } from '../auth/self-service.schema';
import {
  accessLinkSchema,
  accessLinkTargetSchema,
  secondFactorResetSchema,
  updateUserInputSchema,
  userDetailSchema,
  userExportQuerySchema,
  userListQuerySchema,
  userPageSchema,
} from './user-list.schema';
import { userEntryRoutes } from './user.entry-routes';
import { createUserInputSchema } from './user.schema';

/** Users of every account, and an account administrator's own (spec points 2 and 5). */
export const userEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/users', query: userListQuerySchema, response: userPageSchema },
  /** An account administrator's own users. */
  listMine: { method: 'GET', path: '/users/mine', query: userListQuerySchema, response: userPageSchema },
  export: exportEndpoint('/users', userExportQuerySchema),
  create: { method: 'POST', path: '/users', body: createUserInputSchema, response: userDetailSchema, status: 201 },
  get: { method: 'GET', path: '/users/:id', params: idParams, response: userDetailSchema },
  update: {
    method: 'POST',
    path: '/users/:id',
    params: idParams,
    body: updateUserInputSchema,
    response: userDetailSchema,
  },
  remove: { method: 'DELETE', path: '/users/:id', params: idParams, response: 'none' },
  /**
   * Removes another user's second factors, with a reason (decision 185): their sign-ins end at once and they are
   * e-mailed. Needs a second factor of the caller's confirmed within minutes.
   */
  resetSecondFactor: {
    method: 'POST',
    path: '/users/:id/two-factor/reset',
    params: idParams,
    body: secondFactorResetSchema,
    response: userDetailSchema,
  },
  /** Sends the activation e-mail again. */
  requestActivation: {
    method: 'POST',
    path: '/users/:id/activation-request',
    params: idParams,
    response: z.object({}),
    status: 202,
  },
  generateAccessLink: {
    method: 'POST',
    path: '/users/:id/generate-access-link-token',
    params: idParams,
    response: accessLinkSchema,
  },
  revokeAccessLink: {
    method: 'POST',
    path: '/users/:id/delete-access-link-token',
    params: idParams,
    response: 'none',
  },
  /** Public: /login/access-link-token/{token} asks it before anyone is signed in. */
  redeemAccessLink: {
    ...userEntryRoutes.redeemAccessLink,
    params: z.object({ token: userLinkTokenSchema }),
    response: accessLinkTargetSchema,
  },
});
