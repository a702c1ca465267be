import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import {
  activationSchema,
  farmerActivationSchema,
  newPasswordSchema,
  passwordForgotInputSchema,
  passwordResetSchema,
  registerInputSchema,
  userLinkTokenSchema,
} from './self-service.schema';

const activationParams = z.object({ activationToken: userLinkTokenSchema });
const resetParams = z.object({ token: userLinkTokenSchema });
// The identity check needs the user behind the link, so the server applies it after the schema.
const passwordBody = newPasswordSchema({});
/** The e-mail to sign in with once the password is set. */
const signInAs = z.object({ email: z.string() });

/** Public: people without a session register, activate their account and recover their password here. */
export const registrationEndpoints = defineEndpoints({
  register: { method: 'POST', path: '/register', body: registerInputSchema, response: z.object({}), status: 202 },
  describeActivation: {
    method: 'GET',
    path: '/register/:activationToken',
    params: activationParams,
    response: activationSchema,
  },
  activate: {
    method: 'POST',
    path: '/register/:activationToken',
    params: activationParams,
    body: passwordBody,
    response: signInAs,
  },
  /** A farm's first administrator completes the farm along with the password. */
  activateFarmer: {
    method: 'POST',
    path: '/register/:activationToken/farmers',
    params: activationParams,
    body: farmerActivationSchema({}),
    response: signInAs,
  },
  forgotPassword: {
    method: 'POST',
    path: '/password-reset/forgot',
    body: passwordForgotInputSchema,
    response: z.object({}),
    status: 202,
  },
  describePasswordReset: {
    method: 'GET',
    path: '/password-reset/:token',
    params: resetParams,
    response: passwordResetSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/password-reset/:token',
    params: resetParams,
    body: passwordBody,
    response: signInAs,
  },
});
