import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import {
  globalSettingKeySchema,
  globalSettingsSchema,
  globalSettingsUpdateSchema,
  settingHistoryPageSchema,
  settingHistoryQuerySchema,
  settingResetSchema,
} from './global-settings.schema';

/** /settings/global: the manufacturer's tunable settings, their versions and the deployment's own (spec point 2). */
export const globalSettingsEndpoints = defineEndpoints({
  get: { method: 'GET', path: '/settings/global', response: globalSettingsSchema },
  update: { method: 'PUT', path: '/settings/global', body: globalSettingsUpdateSchema, response: globalSettingsSchema },
  reset: {
    method: 'POST',
    path: '/settings/global/:key/reset',
    params: z.object({ key: globalSettingKeySchema }),
    body: settingResetSchema,
    response: globalSettingsSchema,
  },
  history: {
    method: 'GET',
    path: '/settings/global/history',
    query: settingHistoryQuerySchema,
    response: settingHistoryPageSchema,
  },
});
