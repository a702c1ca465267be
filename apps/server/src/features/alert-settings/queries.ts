import type { AccountAlertSettingsInput } from '@console/domain/notification/account-alert-settings.schema';
import type { EmailDelivery } from '@console/domain/notification/alert-notification-settings.schema';
import type { NotificationType } from '@console/domain/notification/notification.schema';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { accountAlertSettings, accounts, notifications, notificationSettings, parcels } from '../../db/schema.ts';
import { startsWithPattern } from '../../db/like-pattern.ts';

export const selectNotificationSettings = async (db: Database, userId: string) => {
  const [row] = await db
    .select({
      hiddenTypes: notificationSettings.hiddenTypes,
      emailTypes: notificationSettings.emailTypes,
      emailDelivery: notificationSettings.emailDelivery,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row;
};

export const upsertNotificationSettings = async (
  db: Database,
  userId: string,
  values: { hiddenTypes: NotificationType[]; emailTypes: NotificationType[]; emailDelivery: EmailDelivery },
) => {
  await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } });
};

/** Items kept for a digest the user no longer takes go back to the minute job, which e-mails them at once. */
export const releaseDigestItems = async (db: Database, userId: string) => {
  await db
    .update(notifications)
    .set({ mailState: 'pending' })
    .where(and(eq(notifications.userId, userId), eq(notifications.mailState, 'digest')));
};

export const selectAccountAlertSettings = async (db: Database, accountId: string) => {
  const [row] = await db
    .select({
      isSlugCountAlertOn: accountAlertSettings.isSlugCountAlertOn,
      slugCountThreshold: accountAlertSettings.slugCountThreshold,
      parcelScope: accountAlertSettings.parcelScope,
      parcelIds: accountAlertSettings.parcelIds,
    })
    .from(accountAlertSettings)
    .where(eq(accountAlertSettings.accountId, accountId));
  return row;
};

export const upsertAccountAlertSettings = async (db: Database, accountId: string, input: AccountAlertSettingsInput) => {
  const values = {
    isSlugCountAlertOn: input.isSlugCountAlertOn,
    slugCountThreshold: input.slugCountThreshold,
    parcelScope: input.parcelScope,
    // "All parcels" forgets a former choice, so the stored ids are always the ones that apply.
    parcelIds: input.parcelScope === 'chosen' ? [...new Set(input.parcelIds)] : [],
  };
  await db
    .insert(accountAlertSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountAlertSettings.accountId, set: { ...values, updatedAt: sql`now()` } });
};

/** Parcels of the caller's account scope (a provider's farmers' included, shared parcels not) meeting `condition`. */
const scopedParcels = (db: Database, session: Session, condition: SQL | undefined) =>
  db
    .select({ id: parcels.id, label: parcels.label, accountName: accounts.name })
    .from(parcels)
    .innerJoin(accounts, eq(accounts.id, parcels.accountId))
    .where(and(inAccountScope(session, parcels.accountId), condition))
    .orderBy(asc(sql`lower(${parcels.label})`), asc(parcels.id));

/** The scope's parcels among `ids`, by label. */
export const selectScopedParcels = (db: Database, session: Session, ids: readonly string[]) =>
  ids.length === 0 ? Promise.resolve([]) : scopedParcels(db, session, inArray(parcels.id, [...ids]));

/** The picker's choices: the first page of the scope's parcels whose label starts with `search`. */
export const searchScopedParcels = (db: Database, session: Session, search: string | undefined) =>
  scopedParcels(db, session, search ? sql`lower(${parcels.label}) like ${startsWithPattern(search)}` : undefined).limit(
    PAGE_SIZE,
  );
