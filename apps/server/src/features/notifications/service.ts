import type { Paged } from '@console/domain/list/list-query';
import type { Notification, NotificationIds } from '@console/domain/notification/notification.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import { countNotifications, markSeen, notificationExists, selectNotificationPage } from './queries.ts';

// What other features and the jobs use: raising notifications, and sending their e-mails.
export {
  raise,
  raiseCropReminders,
  raiseIssueReminders,
  raiseIssuesOpened,
  raiseRiskLevelsHigh,
  raiseSensorAffected,
  raiseSensorsFarFromParcels,
  raiseStatement,
  raiseToUsers,
} from './raise.ts';
export { sendDailyDigests, sendNotificationMails } from './notification-mails.ts';
export { sendMailsAsRaised } from './mails-as-raised.ts';

/** `GET /back/notifications`: the caller's own, newest first. */
export const listNotifications = async (
  db: Database,
  session: Session,
  query: { start: number; unseenOnly?: boolean },
): Promise<Paged<Notification>> => {
  const unseenOnly = query.unseenOnly === true;
  const [items, total] = await Promise.all([
    selectNotificationPage(db, session.userId, unseenOnly, query.start),
    countNotifications(db, session.userId, unseenOnly),
  ]);
  return { items, total, filter: { unseenOnly }, sort: { field: 'date', order: 'desc' } };
};

export const countUnreadNotifications = (db: Database, userId: string) => countNotifications(db, userId, true);

/** `POST /back/notifications/{id}/seen`: someone else's notification is as unknown as a missing one. */
export const markNotificationSeen = async (db: Database, session: Session, id: string) => {
  if (!(await notificationExists(db, session.userId, id))) throw notFound('notification not found');
  await markSeen(db, session.userId, [id]);
};

/** `POST /back/notifications/seen-many`: a drawer row's notifications; ids not the caller's are left alone. */
export const markNotificationsSeen = (db: Database, session: Session, { ids }: NotificationIds) =>
  markSeen(db, session.userId, ids);

/** `POST /back/notifications/seen`: every unread notification of the caller. */
export const markAllNotificationsSeen = (db: Database, session: Session) => markSeen(db, session.userId);
