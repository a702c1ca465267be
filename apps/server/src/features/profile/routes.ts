import { profileEndpoints } from '@console/domain/profile/profile.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/session.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { route } from '../../plugins/endpoint-route.ts';
import { notFound } from '../../plugins/app-error.ts';
import { acceptCurrentTerms, getTermsToAccept } from '../terms/service.ts';
import { completeFavouriteOnboarding, getProfile, updateProfile, updateProfileLanguage } from './service.ts';
import { createSupportLoginIssuer } from './support-login.ts';

const tags = ['profile'];

export const profileRoutes =
  (db: Database, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const issueSupportLogin = await createSupportLoginIssuer(db, config);
    route(app, profileEndpoints.get, { tags }, (request) => getProfile(db, requireSession(request)));
    route(app, profileEndpoints.update, { tags }, (request) =>
      updateProfile(db, requireSession(request), request.body),
    );
    route(app, profileEndpoints.updateLanguage, { tags }, (request) =>
      updateProfileLanguage(db, requireSession(request), request.body),
    );
    route(app, profileEndpoints.termsToAccept, { tags, errors: [404] }, async (request) => {
      const terms = await getTermsToAccept(db, requireSession(request).userId);
      if (!terms) throw notFound('no terms of service to accept');
      return terms;
    });
    route(app, profileEndpoints.completeFavouriteOnboarding, { tags }, (request) =>
      completeFavouriteOnboarding(db, requireSession(request)),
    );
    route(app, profileEndpoints.acceptTerms, { tags, errors: [404] }, (request) =>
      acceptCurrentTerms(db, requireSession(request).userId),
    );
    route(app, profileEndpoints.savLogin, { tags }, (request) => issueSupportLogin(requireSession(request).userId));
  };
