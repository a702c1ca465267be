import { profileSchema, termsOfServiceSchema, updateProfileInputSchema } from '@console/domain/profile/profile.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSession } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { errorAnswers, NO_CONTENT } from '../../plugins/api-contract.ts';
import { notFound } from '../../plugins/app-error.ts';
import { acceptCurrentTerms, getTermsToAccept } from '../terms/service.ts';
import { completeFavouriteOnboarding, getProfile, updateProfile } from './service.ts';

export const profileRoutes =
  (db: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/profile', { schema: { tags: ['profile'], response: { 200: profileSchema } } }, (request) =>
      getProfile(db, requireSession(request)),
    );

    app.post(
      '/profile',
      { schema: { tags: ['profile'], body: updateProfileInputSchema, response: { 200: profileSchema } } },
      (request) => updateProfile(db, requireSession(request), request.body),
    );

    app.get(
      '/profile/tos',
      { schema: { tags: ['profile'], response: { 200: termsOfServiceSchema, ...errorAnswers(404) } } },
      async (request) => {
        const terms = await getTermsToAccept(db, requireSession(request).userId);
        if (!terms) throw notFound('no terms of service to accept');
        return terms;
      },
    );

    app.post(
      '/profile/favourite-onboarding',
      { schema: { tags: ['profile'], response: { 204: NO_CONTENT } } },
      async (request, reply) => {
        await completeFavouriteOnboarding(db, requireSession(request));
        return reply.status(204).send();
      },
    );

    app.post(
      '/profile/tos/accept',
      { schema: { tags: ['profile'], response: { 204: NO_CONTENT, ...errorAnswers(404) } } },
      async (request, reply) => {
        await acceptCurrentTerms(db, requireSession(request).userId);
        return reply.status(204).send();
      },
    );
  };
