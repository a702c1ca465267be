import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { languageSchema, namespaceSchema } from './languages';
import { localeEntryRoutes } from './locale.entry-routes';

/** Public: the translations, served by the API so texts can change without a new web build. */
export const localeEndpoints = defineEndpoints({
  get: {
    ...localeEntryRoutes.get,
    params: z.object({ lang: languageSchema, namespace: namespaceSchema }),
    response: z.record(z.string(), z.unknown()),
  },
});
