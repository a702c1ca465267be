import {
  type AccountAlertSettings,
  type AccountAlertSettingsInput,
  type AlertParcel,
  DEFAULT_ACCOUNT_ALERT_SETTINGS,
} from '@console/domain/notification/account-alert-settings.schema';
import {
  type AlertNotificationSettings,
  DEFAULT_ALERT_NOTIFICATION_SETTINGS,
} from '@console/domain/notification/alert-notification-settings.schema';
import { NOTIFICATION_TYPES } from '@console/domain/notification/notification.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import {
  releaseDigestItems,
  searchScopedParcels,
  selectAccountAlertSettings,
  selectNotificationSettings,
  selectScopedParcels,
  upsertAccountAlertSettings,
  upsertNotificationSettings,
} from './queries.ts';

// Ingestion raises slug-count alerts in the statement that stores the captures.
export { slugCountAlertStatement } from './slug-count-alerts.ts';

/** `GET /back/profile/alert-notifications`: the caller's channels, or the defaults until they save them. */
export const getAlertNotificationSettings = async (
  db: Database,
  session: Session,
): Promise<AlertNotificationSettings> => {
  const row = await selectNotificationSettings(db, session.userId);
  if (!row) return DEFAULT_ALERT_NOTIFICATION_SETTINGS;
  return {
    channels: Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [
        type,
        { inApp: !row.hiddenTypes.includes(type), email: row.emailTypes.includes(type) },
      ]),
    ) as AlertNotificationSettings['channels'],
    emailDelivery: row.emailDelivery,
  };
};

/**
 * `POST /back/profile/alert-notifications`. Leaving the daily digest sends what it was keeping at once, by the
 * next minute's run, rather than never.
 */
export const updateAlertNotificationSettings = (
  db: Database,
  session: Session,
  input: AlertNotificationSettings,
): Promise<AlertNotificationSettings> =>
  db.transaction(async (tx) => {
    await upsertNotificationSettings(tx, session.userId, {
      hiddenTypes: NOTIFICATION_TYPES.filter((type) => !input.channels[type].inApp),
      emailTypes: NOTIFICATION_TYPES.filter((type) => input.channels[type].email),
      emailDelivery: input.emailDelivery,
    });
    if (input.emailDelivery === 'immediate') await releaseDigestItems(tx, session.userId);
    return getAlertNotificationSettings(tx, session);
  });

/**
 * `GET /back/settings/alerts`: the caller's account's alert. Chosen parcels that have left the account's scope since
 * are not listed, as the alert no longer applies to them.
 */
export const getAccountAlertSettings = async (db: Database, session: Session): Promise<AccountAlertSettings> => {
  const row = await selectAccountAlertSettings(db, session.accountId);
  if (!row) return DEFAULT_ACCOUNT_ALERT_SETTINGS;
  const { parcelIds, ...settings } = row;
  return { ...settings, parcels: await selectScopedParcels(db, session, parcelIds) };
};

/** `POST /back/settings/alerts`: a chosen parcel outside the account's scope is as unknown as a missing one. */
export const updateAccountAlertSettings = async (
  db: Database,
  session: Session,
  input: AccountAlertSettingsInput,
): Promise<AccountAlertSettings> => {
  if (input.parcelScope === 'chosen') {
    const ids = new Set(input.parcelIds);
    const found = await selectScopedParcels(db, session, [...ids]);
    if (found.length !== ids.size) throw notFound('parcel not found');
  }
  await upsertAccountAlertSettings(db, session.accountId, input);
  return getAccountAlertSettings(db, session);
};

/** `GET /back/settings/alerts/parcels`: the picker's choices. */
export const listAlertParcels = (db: Database, session: Session, search: string | undefined): Promise<AlertParcel[]> =>
  searchScopedParcels(db, session, search);
