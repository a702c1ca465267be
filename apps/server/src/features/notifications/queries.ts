import { PAGE_SIZE } from '@console/domain/list/list-query';
import type { Notification } from '@console/domain/notification/notification.schema';
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import { isShownInApp } from './channels.ts';
import { isoUtc } from '../../db/iso-time.ts';

const ofUser = (userId: string, unseenOnly: boolean) =>
  and(eq(notifications.userId, userId), unseenOnly ? isNull(notifications.seenAt) : undefined, isShownInApp(userId));

export const selectNotificationPage = async (db: Database, userId: string, unseenOnly: boolean, start: number) => {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      date: isoUtc(notifications.createdAt),
      seenAt: isoUtc(notifications.seenAt) as SQL<string | null>,
      payload: notifications.payload,
    })
    .from(notifications)
    .where(ofUser(userId, unseenOnly))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(PAGE_SIZE)
    .offset(start);
  return rows as Notification[];
};

export const countNotifications = async (db: Database, userId: string, unseenOnly: boolean): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(notifications).where(ofUser(userId, unseenOnly));
  return row?.n ?? 0;
};

/** Marks the user's notifications of `ids` (or all of them) seen, in one statement; answers how many changed. */
export const markSeen = async (db: Database, userId: string, ids?: string[]): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ seenAt: sql`now()` })
    .where(and(ofUser(userId, true), ids ? inArray(notifications.id, ids) : undefined))
    .returning({ id: notifications.id });
  return rows.length;
};

export const notificationExists = async (db: Database, userId: string, id: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row !== undefined;
};
