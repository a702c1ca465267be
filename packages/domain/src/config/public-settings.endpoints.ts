import { defineEndpoints } from '../api/endpoint';
import { publicSettingsSchema } from './public-settings.schema';

/** Public: the deployment's settings the web app shows (title, support link, map tiles…). */
export const publicSettingsEndpoints = defineEndpoints({
  get: { method: 'GET', path: '/environment', response: publicSettingsSchema },
});
