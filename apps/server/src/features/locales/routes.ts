import { localeEndpoints } from '@console/domain/i18n/locale.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../plugins/endpoint-route.ts';
import { localeFile } from './locale-files.ts';

/** Public: the sign-in page is translated before anyone signs in. */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, localeEndpoints.get, { tags: ['locales'], config: { isDatabaseFree: true } }, async (request, reply) => {
    const { lang, namespace } = request.params;
    const { encoding, body } = await localeFile(lang, namespace, request.headers['accept-encoding']);
    reply
      .header('cache-control', 'public, max-age=300')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  });
};
