import { isNotificationUnread, type Notification } from '@console/domain/notification/notification.schema';
import { ActionIcon, Anchor, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
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

const NotificationItem = ({ notification, href, now, timeZone, onOpen, onMarkSeen }: ItemProps) => {
  const { t } = useTranslation();
  const textId = useId();
  const isUnread = isNotificationUnread(notification);
  const Icon = NOTIFICATION_ICONS[notification.type];
  // The highlight bar is not seen by everyone: the state is also said in words, first, as screen readers read it.
  const text = (
    <>
      {isUnread && <VisuallyHidden>{t('notifications.unread-prefix')}</VisuallyHidden>}{' '}
      {notificationText(t, notification)}
    </>
  );
  return (
    <li className={classes.item} data-unread={isUnread || undefined}>
      <div className={classes.icon}>
        <ThemeIcon variant="light" color={notificationColor(notification)} size={36} radius="xl" aria-hidden="true">
          <Icon size={20} />
        </ThemeIcon>
      </div>
      <div className={classes.body}>
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
        <Text size="xs" c="dimmed" mt={2}>
          <time dateTime={notification.date} title={formatDateTime(notification.date, timeZone)}>
            {formatRelative(notification.date, now, currentLanguage())}
          </time>
        </Text>
      </div>
      {isUnread && (
        <Tooltip label={t('notifications.mark-one')} position="left">
          <ActionIcon
            className={classes.action}
            variant="subtle"
            color="gray"
            aria-label={t('notifications.mark-one')}
            aria-describedby={textId}
            onClick={() => onMarkSeen(notification)}
          >
            <IconCheck size={18} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      )}
    </li>
  );
};

type NotificationListProps = Omit<ItemProps, 'notification' | 'href'> & {
  items: Notification[];
  hrefOf: (notification: Notification) => string | null;
};

/** The notifications as a list: an icon per type, one line of text, how long ago, unread ones highlighted. */
export const NotificationList = ({ items, hrefOf, ...itemProps }: NotificationListProps) => {
  const { t } = useTranslation();
  return (
    // An explicit role: some screen readers drop the list semantics of an unstyled list.
    <ul role="list" className={classes.list} aria-label={t('notifications.title')}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          href={hrefOf(notification)}
          {...itemProps}
        />
      ))}
    </ul>
  );
};
