import type { publicSettingsEndpoints } from '@console/domain/config/public-settings.endpoints';
import { publicSettingsEntryRoutes } from '@console/domain/config/public-settings.entry-routes';
import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { api } from './api';

let settings: Promise<PublicSettings> | null = null;

/**
 * The public settings, once per page load: the deployment's title, support link, map tiles and
 * demo date range do not change while the page is open. A failed call is forgotten so the next
 * caller tries again. Read by route, not by schema: every page asks for them, and the sign-in page loads no zod.
 */
export const getPublicSettings = (): Promise<PublicSettings> => {
  settings ??= api
    .callRoute<typeof publicSettingsEndpoints.get>(publicSettingsEntryRoutes.get)
    .catch((error: unknown) => {
      settings = null;
      throw error;
    });
  return settings;
};

/** Asks again at the next call: the staff have just changed a setting this page shows. */
export const forgetPublicSettings = () => {
  settings = null;
};
