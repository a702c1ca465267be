import type { Notification } from './notification.schema.ts';

/** Faults one sensor reports within this time of its newest one are one burst in the drawer (decision 117). */
export const BURST_WINDOW_MS = 5 * 60_000;

type IssueNotification = Extract<Notification, { type: 'issue-opened' }>;

/** A row of the notification drawer: one notification, or one sensor's burst of faults, newest first. */
export type NotificationRow =
  | { kind: 'single'; notification: Notification }
  | { kind: 'burst'; sensorId: string; serialNumber: string; notifications: IssueNotification[] };

const timeOf = (notification: Notification) => new Date(notification.date).getTime();

/**
 * Gathers, in a newest-first list, the issues one sensor opened within BURST_WINDOW_MS of the newest of them into
 * one row, at that newest one's place; a burst of one stays a single row. Other types stay one row each.
 */
export const groupNotificationBursts = (items: readonly Notification[]): NotificationRow[] => {
  const rows: NotificationRow[] = [];
  const openBursts = new Map<string, Extract<NotificationRow, { kind: 'burst' }>>();
  for (const notification of items) {
    if (notification.type !== 'issue-opened') {
      rows.push({ kind: 'single', notification });
      continue;
    }
    const { sensorId, serialNumber } = notification.payload;
    const burst = openBursts.get(sensorId);
    const newest = burst?.notifications[0];
    if (burst && newest && timeOf(newest) - timeOf(notification) <= BURST_WINDOW_MS) {
      burst.notifications.push(notification);
      continue;
    }
    const started = { kind: 'burst' as const, sensorId, serialNumber, notifications: [notification] };
    openBursts.set(sensorId, started);
    rows.push(started);
  }
  return rows.map((row) =>
    row.kind === 'burst' && row.notifications.length === 1
      ? { kind: 'single', notification: row.notifications[0] as Notification }
      : row,
  );
};
