import {
  activationSchema,
  farmerActivationSchema,
  newPasswordSchema,
  passwordForgotInputSchema,
  passwordResetSchema,
  registerInputSchema,
  userLinkTokenSchema,
} from '@console/domain/auth/self-service.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../plugins/api-contract.ts';
import {
  activateFarmer,
  activateUser,
  describeActivation,
  describePasswordReset,
  registerFarmer,
  type RegistrationDeps,
  requestPasswordReset,
  resetPassword,
} from './service.ts';

const tags = ['registration'];
const activationParams = z.object({ activationToken: userLinkTokenSchema });
const resetParams = z.object({ token: userLinkTokenSchema });
// The identity check needs the user behind the link, so the server applies it after the schema.
const passwordBody = newPasswordSchema({});
const signInAs = z.object({ email: z.string() });

/** Public: people without a session register, activate their account and recover their password here. */
export const registrationRoutes =
  (deps: RegistrationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    app.post(
      '/register',
      // 502: the captcha provider, when one is configured, did not answer.
      { schema: { tags, body: registerInputSchema, response: { 202: z.object({}), ...errorAnswers(429, 502) } } },
      async (request, reply) => {
        await registerFarmer(deps, request.body, request.ip);
        return reply.status(202).send({});
      },
    );
    app.get(
      '/register/:activationToken',
      { schema: { tags, params: activationParams, response: { 200: activationSchema } } },
      (request) => describeActivation(db, request.params.activationToken),
    );
    app.post(
      '/register/:activationToken',
      { schema: { tags, params: activationParams, body: passwordBody, response: { 200: signInAs } } },
      (request) => activateUser(db, request.params.activationToken, request.body.password),
    );
    app.post(
      '/register/:activationToken/farmers',
      {
        schema: {
          tags,
          params: activationParams,
          body: farmerActivationSchema({}),
          // 403: the link is not one of a farm's first administrator.
          response: { 200: signInAs, ...errorAnswers(403) },
        },
      },
      (request) => activateFarmer(db, request.params.activationToken, request.body),
    );
    app.post(
      '/password-reset/forgot',
      { schema: { tags, body: passwordForgotInputSchema, response: { 202: z.object({}), ...errorAnswers(429) } } },
      async (request, reply) => {
        await requestPasswordReset(deps, request.body.email, request.ip);
        return reply.status(202).send({});
      },
    );
    app.get(
      '/password-reset/:token',
      { schema: { tags, params: resetParams, response: { 200: passwordResetSchema } } },
      (request) => describePasswordReset(db, request.params.token),
    );
    app.post(
      '/password-reset/:token',
      { schema: { tags, params: resetParams, body: passwordBody, response: { 200: signInAs } } },
      (request) => resetPassword(db, request.params.token, request.body.password),
    );
  };
