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
  /** Sends the caller a message now, through this server's mailer, and answers what the mail server said. */
  testMail: {
    method: 'POST',
    path: '/settings/global/test-mail',
    response: z.object({ recipient: z.string(), answer: z.string() }),
  },
  history: {
    method: 'GET',
    path: '/settings/global/history',
    query: settingHistoryQuerySchema,
    response: settingHistoryPageSchema,
  },
});
