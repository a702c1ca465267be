import { groupNotificationBursts, type NotificationRow } from '@console/domain/notification/notification-bursts';
import { isNotificationUnread, type Notification } from '@console/domain/notification/notification.schema';
import { ActionIcon, Anchor, Text, ThemeIcon, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime, formatRelative } from '@console/domain/time/date-format';
import { NOTIFICATION_ICONS, notificationColor, notificationText } from './notification-content';
import classes from './notification-list.module.css';

type ItemProps = {
  notification: Notification;
  /** The route it opens, or null for a type without one. */
  href: string | null;
  now: Date;
  timeZone: string;
  onOpen: (notification: Notification) => void;
  onMarkSeen: (notification: Notification) => void;
};

type RowFrameProps = {
  /** The notification whose icon, colour and date the row shows (a burst's newest). */
  notification: Notification;
  isUnread: boolean;
  now: Date;
  timeZone: string;
  /** The id of the row's text, which describes its "mark as read" button. */
  textId: string;
  markLabel: string;
  onMark: () => void;
  /** The row's text: its link, or a burst's button. */
  children: ReactNode;
};

/** A row of the list: the type's icon, the text, how long ago (exact time on hover), "mark as read" while unread. */
const RowFrame = ({ notification, isUnread, now, timeZone, textId, markLabel, onMark, children }: RowFrameProps) => {
  const Icon = NOTIFICATION_ICONS[notification.type];
  return (
    <div className={classes.item} data-unread={isUnread || undefined}>
      <div className={classes.icon}>
        <ThemeIcon variant="light" color={notificationColor(notification)} size={36} radius="xl" aria-hidden="true">
          <Icon size={20} />
        </ThemeIcon>
      </div>
      <div className={classes.body}>
        {children}
        <Text size="xs" c="dimmed" mt={2}>
          <time dateTime={notification.date} title={formatDateTime(notification.date, timeZone)}>
            {formatRelative(notification.date, now, currentLanguage())}
          </time>
        </Text>
      </div>
      {isUnread && (
        <Tooltip label={markLabel} position="left">
          <ActionIcon
            className={classes.action}
            variant="subtle"
            color="gray"
            aria-label={markLabel}
            aria-describedby={textId}
            onClick={onMark}
          >
            <IconCheck size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
};

const NotificationItem = ({ notification, href, now, timeZone, onOpen, onMarkSeen }: ItemProps) => {
  const { t } = useTranslation();
  const textId = useId();
  const isUnread = isNotificationUnread(notification);
  // The highlight bar is not seen by everyone: the state is also said in words, first, as screen readers read it.
  const text = (
    <>
      {isUnread && <VisuallyHidden>{t('notifications.unread-prefix')}</VisuallyHidden>}{' '}
      {notificationText(t, notification)}
    </>
  );
  return (
    <li>
      <RowFrame
        notification={notification}
        isUnread={isUnread}
        now={now}
        timeZone={timeZone}
        textId={textId}
        markLabel={t('notifications.mark-one')}
        onMark={() => onMarkSeen(notification)}
      >
        {href ? (
          <Anchor
            id={textId}
            component={Link}
            to={href}
            // The panel's history entry gives way to the page it opened: "back" returns to the page under it.
            replace
            className={classes.link}
            onClick={() => onOpen(notification)}
            c="inherit"
            size="sm"
            fw={isUnread ? 600 : 400}
            underline="hover"
          >
            {text}
          </Anchor>
        ) : (
          <Text id={textId} size="sm" fw={isUnread ? 600 : 400}>
            {text}
          </Text>
        )}
      </RowFrame>
    </li>
  );
};

type ListProps = Omit<ItemProps, 'notification' | 'href'> & {
  hrefOf: (notification: Notification) => string | null;
  /** Marks a burst's notifications read together. */
  onMarkBurstSeen: (notifications: Notification[]) => void;
};

/**
 * One sensor's burst of faults as one row (decision 117): "4 faults on sensor X", a button that shows or hides
 * them one per row below it; marking the row read marks each.
 */
const BurstItem = ({
  burst,
  hrefOf,
  onMarkBurstSeen,
  ...itemProps
}: ListProps & { burst: Extract<NotificationRow, { kind: 'burst' }> }) => {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const textId = useId();
  const membersId = useId();
  const [newest] = burst.notifications;
  const unread = burst.notifications.filter(isNotificationUnread);
  const isUnread = unread.length > 0;
  if (!newest) return null;
  return (
    <li className={classes.burst}>
      <RowFrame
        notification={newest}
        isUnread={isUnread}
        now={itemProps.now}
        timeZone={itemProps.timeZone}
        textId={textId}
        markLabel={t('notifications.mark-burst')}
        onMark={() => onMarkBurstSeen(unread)}
      >
        <UnstyledButton
          id={textId}
          className={classes.toggle}
          aria-expanded={isExpanded}
          aria-controls={membersId}
          onClick={() => setExpanded((expanded) => !expanded)}
        >
          {isUnread && <VisuallyHidden>{t('notifications.unread-prefix')}</VisuallyHidden>}{' '}
          <Text span size="sm" fw={isUnread ? 600 : 400}>
            {t('notifications.burst', { count: burst.notifications.length, serialNumber: burst.serialNumber })}
          </Text>
          <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </RowFrame>
      <ul role="list" id={membersId} className={classes.list} hidden={!isExpanded}>
        {burst.notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            href={hrefOf(notification)}
            {...itemProps}
          />
        ))}
      </ul>
    </li>
  );
};

type NotificationListProps = ListProps & { items: Notification[] };

/**
 * The notifications as a list: an icon per type, one line of text, how long ago, unread ones highlighted; one
 * sensor's burst of faults is one row that expands.
 */
export const NotificationList = ({ items, hrefOf, onMarkBurstSeen, ...itemProps }: NotificationListProps) => {
  const { t } = useTranslation();
  const rows = useMemo(() => groupNotificationBursts(items), [items]);
  return (
    // An explicit role: some screen readers drop the list semantics of an unstyled list.
    <ul role="list" className={classes.list} aria-label={t('notifications.title')}>
      {rows.map((row) =>
        row.kind === 'single' ? (
          <NotificationItem
            key={row.notification.id}
            notification={row.notification}
            href={hrefOf(row.notification)}
            {...itemProps}
          />
        ) : (
          <BurstItem
            key={row.notifications[0]?.id}
            burst={row}
            hrefOf={hrefOf}
            onMarkBurstSeen={onMarkBurstSeen}
            {...itemProps}
          />
        ),
      )}
    </ul>
  );
};
