import { publicSettingsEndpoints } from '@console/domain/config/public-settings.endpoints';
import type { PublicSettings } from '@console/domain/config/public-settings.schema';
import { api } from './api';

let settings: Promise<PublicSettings> | null = null;

/**
 * The public settings, once per page load: the deployment's title, support link, map tiles and
 * demo date range do not change while the page is open. A failed call is forgotten so the next
 * caller tries again.
 */
export const getPublicSettings = (): Promise<PublicSettings> => {
  settings ??= api.call(publicSettingsEndpoints.get).catch((error: unknown) => {
    settings = null;
    throw error;
  });
  return settings;
};
