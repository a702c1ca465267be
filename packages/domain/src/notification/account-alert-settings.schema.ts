import { z } from 'zod';

/** The slug count of one capture that an account treats as an alert, and the bounds a person may choose from. */
export const DEFAULT_SLUG_COUNT_THRESHOLD = 10;
export const SLUG_COUNT_THRESHOLD_MIN = 1;
export const SLUG_COUNT_THRESHOLD_MAX = 999;

/** Every parcel of the account (a provider's include its farmers'), or the ones chosen. */
export const ALERT_PARCEL_SCOPES = ['all', 'chosen'] as const;
export const alertParcelScopeSchema = z.enum(ALERT_PARCEL_SCOPES);
export type AlertParcelScope = z.infer<typeof alertParcelScopeSchema>;

/** Past this many parcels "all parcels" is the sensible choice; the bound keeps one save's checks small. */
export const ALERT_PARCELS_MAX = 500;

const THRESHOLD_RANGE = 'alert-settings.errors.threshold-range';

const accountAlertFields = {
  isSlugCountAlertOn: z.boolean(),
  slugCountThreshold: z
    .int({ error: THRESHOLD_RANGE })
    .min(SLUG_COUNT_THRESHOLD_MIN, { error: THRESHOLD_RANGE })
    .max(SLUG_COUNT_THRESHOLD_MAX, { error: THRESHOLD_RANGE }),
  parcelScope: alertParcelScopeSchema,
};

/**
 * `POST /back/settings/alerts`: the account's slug-count alert. The threshold is kept while the alert is off, so
 * turning it back on finds it again; "chosen" needs at least one parcel.
 */
export const accountAlertSettingsInputSchema = z
  .object({
    ...accountAlertFields,
    parcelIds: z.array(z.uuid()).max(ALERT_PARCELS_MAX, { error: 'alert-settings.errors.too-many-parcels' }),
  })
  .superRefine((value, context) => {
    if (value.parcelScope === 'chosen' && value.parcelIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['parcelIds'], message: 'alert-settings.errors.parcels-required' });
    }
  });
export type AccountAlertSettingsInput = z.infer<typeof accountAlertSettingsInputSchema>;

/** A parcel the alert may apply to, named as the picker shows it. */
export const alertParcelSchema = z.object({ id: z.uuid(), label: z.string(), accountName: z.string() });
export type AlertParcel = z.infer<typeof alertParcelSchema>;

/** `GET /back/settings/alerts`: the saved setting, with the chosen parcels' names. */
export const accountAlertSettingsSchema = z.object({ ...accountAlertFields, parcels: z.array(alertParcelSchema) });
export type AccountAlertSettings = z.infer<typeof accountAlertSettingsSchema>;

/** `GET /back/settings/alerts/parcels`: the account's parcels whose label starts with `search`, 50 at most. */
export const alertParcelQuerySchema = z.object({ search: z.string().trim().max(100).optional() });

/** What an account that never saved the page has: no alert, the default threshold ready for all parcels. */
export const DEFAULT_ACCOUNT_ALERT_SETTINGS: AccountAlertSettings = {
  isSlugCountAlertOn: false,
  slugCountThreshold: DEFAULT_SLUG_COUNT_THRESHOLD,
  parcelScope: 'all',
  parcels: [],
};
