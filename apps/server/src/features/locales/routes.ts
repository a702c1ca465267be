import fs from 'node:fs/promises';
import path from 'node:path';
import { localeEndpoints } from '@console/domain/i18n/locale.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOCALES_DIR } from '../../i18n/translate.ts';
import { route } from '../../plugins/endpoint-route.ts';

/** Public: the sign-in page is translated before anyone signs in. */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, localeEndpoints.get, { tags: ['locales'], config: { isDatabaseFree: true } }, async (request, reply) => {
    const { lang, namespace } = request.params;
    const file = await fs.readFile(path.join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8');
    reply.header('cache-control', 'public, max-age=300');
    return JSON.parse(file) as Record<string, unknown>;
  });
};
