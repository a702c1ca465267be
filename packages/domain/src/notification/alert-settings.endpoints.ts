import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import {
  accountAlertSettingsInputSchema,
  accountAlertSettingsSchema,
  alertParcelQuerySchema,
  alertParcelSchema,
} from './account-alert-settings.schema';
import { alertNotificationSettingsSchema } from './alert-notification-settings.schema';

/** How alerts are raised for an account, and how each user's notifications reach them. */
export const alertSettingsEndpoints = defineEndpoints({
  /** The caller's own choice of channels for each notification type. */
  getNotificationSettings: {
    method: 'GET',
    path: '/profile/alert-notifications',
    response: alertNotificationSettingsSchema,
  },
  updateNotificationSettings: {
    method: 'POST',
    path: '/profile/alert-notifications',
    body: alertNotificationSettingsSchema,
    response: alertNotificationSettingsSchema,
  },
  /** The caller's account's alert thresholds (spec point 2's /settings/alerts). */
  getAccountAlerts: { method: 'GET', path: '/settings/alerts', response: accountAlertSettingsSchema },
  updateAccountAlerts: {
    method: 'POST',
    path: '/settings/alerts',
    body: accountAlertSettingsInputSchema,
    response: accountAlertSettingsSchema,
  },
  /** The parcel picker of the thresholds' form: the account's parcels whose label starts with `search`. */
  searchAlertParcels: {
    method: 'GET',
    path: '/settings/alerts/parcels',
    query: alertParcelQuerySchema,
    response: z.array(alertParcelSchema),
  },
});
