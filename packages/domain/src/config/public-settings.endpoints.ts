import { defineEndpoints } from '../api/endpoint';
import { publicSettingsEntryRoutes } from './public-settings.entry-routes';
import { publicSettingsSchema } from './public-settings.schema';

/** Public: the deployment's settings the web app shows (title, support link, map tiles…). */
export const publicSettingsEndpoints = defineEndpoints({
  get: { ...publicSettingsEntryRoutes.get, response: publicSettingsSchema },
});
