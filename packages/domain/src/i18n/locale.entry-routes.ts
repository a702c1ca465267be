import { defineRoutes } from '../api/endpoint';

/** A namespace of translations, fetched by the web's i18next backend before anyone signs in. */
export const localeEntryRoutes = defineRoutes({
  get: { method: 'GET', path: '/locales/:lang/:namespace' },
});
