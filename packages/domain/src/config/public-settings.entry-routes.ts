import { defineRoutes } from '../api/endpoint';

/** The public settings, which every page asks for (analytics, error reporting): read without loading their schema. */
export const publicSettingsEntryRoutes = defineRoutes({
  get: { method: 'GET', path: '/environment' },
});
