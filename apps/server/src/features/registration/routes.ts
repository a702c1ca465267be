import { registrationEndpoints } from '@console/domain/auth/registration.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoint-route.ts';
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

/** Public: people without a session register, activate their account and recover their password here. */
export const registrationRoutes =
  (deps: RegistrationDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // 502: the captcha provider, when one is configured, did not answer.
    route(app, registrationEndpoints.register, { tags, errors: [429, 502] }, async (request) => {
      await registerFarmer(deps, request.body, request.ip);
      return {};
    });
    route(app, registrationEndpoints.describeActivation, { tags }, (request) =>
      describeActivation(db, request.params.activationToken),
    );
    route(app, registrationEndpoints.activate, { tags }, (request) =>
      activateUser(db, request.params.activationToken, request.body.password),
    );
    // 403: the link is not one of a farm's first administrator.
    route(app, registrationEndpoints.activateFarmer, { tags, errors: [403] }, (request) =>
      activateFarmer(db, request.params.activationToken, request.body),
    );
    route(app, registrationEndpoints.forgotPassword, { tags, errors: [429] }, async (request) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return {};
    });
    route(app, registrationEndpoints.describePasswordReset, { tags }, (request) =>
      describePasswordReset(db, request.params.token),
    );
    route(app, registrationEndpoints.resetPassword, { tags }, (request) =>
      resetPassword(db, request.params.token, request.body.password),
    );
  };
