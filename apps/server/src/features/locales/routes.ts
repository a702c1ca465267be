import fs from 'node:fs/promises';
import path from 'node:path';
import { languageSchema, namespaceSchema } from '@console/domain/i18n/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES_DIR } from '../../mail/translate.ts';

/** Public: the sign-in page is translated before anyone signs in. */
export const localeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/locales/:lang/:namespace',
    {
      config: { isDatabaseFree: true },
      schema: {
        tags: ['locales'],
        params: z.object({ lang: languageSchema, namespace: namespaceSchema }),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      const { lang, namespace } = request.params;
      const file = await fs.readFile(path.join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8');
      reply.header('cache-control', 'public, max-age=300');
      return JSON.parse(file) as Record<string, unknown>;
    },
  );
};
