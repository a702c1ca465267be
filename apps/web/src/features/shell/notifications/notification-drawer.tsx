import { isNotificationUnread, type Notification } from '@console/domain/notification/notification.schema';
import {
  Alert,
  Box,
  Button,
  Center,
  Drawer,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Switch,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconBell, IconChecks } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from 'react-router';
import { paths } from '../../../paths';
import { useProfile } from '../../../session/use-profile';
import { NOTIFICATION_DRAWER_WIDTH } from '../../../ui/layout-constants';
import { useFormAction } from '../../../ui/use-form-action';
import { useIsMobile } from '../../../ui/use-is-mobile';
import { notificationHref } from './notification-content';
import { NotificationList } from './notification-list';
import type { MarkSeenIntent } from './notifications-seen.route';
import { useNotificationPages } from './use-notification-pages';

const LoadingRows = () => {
  const { t } = useTranslation();
  return (
    <Stack gap={0} aria-busy="true">
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      {[0, 1, 2, 3].map((row) => (
        <Group key={row} gap="sm" px="md" py="sm" wrap="nowrap" align="flex-start">
          <Skeleton circle height={36} />
          <Stack gap={8} style={{ flex: 1 }} pt={4}>
            <Skeleton height={12} width="85%" />
            <Skeleton height={10} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
};

/** "Show more" at the end of the list, also pressed by scrolling it into view. */
const ShowMore = ({ onLoad, isLoading }: { onLoad: () => void; isLoading: boolean }) => {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = button.current;
    // jsdom and very old browsers have no IntersectionObserver: the button still works.
    if (!target || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoad();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onLoad, isLoading]);
  return (
    <Center py="md">
      <Button ref={button} variant="light" loading={isLoading} onClick={onLoad}>
        {t('notifications.show-more')}
      </Button>
    </Center>
  );
};

const LoadError = ({ onRetry }: { onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert m="md" color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />}>
      <Stack gap="xs" align="flex-start">
        {t('notifications.load-error')}
        <Button variant="light" color="red" size="compact-sm" onClick={onRetry}>
          {t('notifications.retry')}
        </Button>
      </Stack>
    </Alert>
  );
};

/**
 * The notification panel (spec points 2 and 4), opened from the bell or the #notifications hash: the user's
 * notifications newest first, 50 at a time, unread ones highlighted. Opening one marks it seen; the panel closes as
 * its link leaves the hash behind.
 */
export const NotificationDrawer = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const isMobile = useIsMobile();
  const [unseenOnly, setUnseenOnly] = useState(false);
  const unreadCount = profile.counter.unreadNotifications;
  const pages = useNotificationPages({ isOpen: opened, unseenOnly, unreadCount });
  const markAll = useFormAction(() => pages.reload(), paths.notificationsSeen());
  const submit = useSubmit();

  /** Marks the unread ones among `notifications` (one, or a sensor's burst) seen. */
  const markSeen = (notifications: Notification[]) => {
    const ids = notifications.filter(isNotificationUnread).map((notification) => notification.id);
    const [first] = ids;
    if (first === undefined) return;
    pages.markSeenLocally(ids);
    // A fetcher of its own per row: marking a second one does not cancel the first.
    void submit((ids.length === 1 ? { id: first } : { ids }) satisfies MarkSeenIntent, {
      method: 'post',
      encType: 'application/json',
      action: paths.notificationsSeen(),
      navigate: false,
      fetcherKey: `notification-seen:${ids.join(',')}`,
    });
  };

  const hasUnread = unreadCount > 0 || pages.items.some(isNotificationUnread);
  const isEmpty = pages.items.length === 0;

  let content;
  if (isEmpty && pages.status === 'loading') content = <LoadingRows />;
  else if (isEmpty && pages.status === 'error') content = <LoadError onRetry={pages.reload} />;
  else if (isEmpty) {
    content = (
      <EmptyState
        mt="xl"
        px="md"
        icon={<IconBell size={28} aria-hidden="true" />}
        title={t(unseenOnly ? 'notifications.empty-unread-title' : 'notifications.empty-title')}
        description={t(unseenOnly ? 'notifications.empty-unread-description' : 'notifications.empty-description')}
      />
    );
  } else {
    content = (
      <Box aria-busy={pages.status === 'loading'}>
        <NotificationList
          items={pages.items}
          hrefOf={(notification) => notificationHref(notification, profile)}
          now={pages.loadedAt}
          timeZone={profile.zoneId}
          onOpen={(notification) => markSeen([notification])}
          onMarkSeen={(notification) => markSeen([notification])}
          onMarkBurstSeen={markSeen}
        />
        {pages.status === 'error' || pages.more === 'error' ? (
          <LoadError onRetry={pages.status === 'error' ? pages.reload : pages.loadMore} />
        ) : (
          pages.hasMore && <ShowMore onLoad={pages.loadMore} isLoading={pages.more === 'loading'} />
        )}
      </Box>
    );
  }

  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      // Full width on a phone; spec point 9's 630 px elsewhere.
      size={isMobile ? '100%' : NOTIFICATION_DRAWER_WIDTH}
      padding={0}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header px="md" style={{ flexWrap: 'wrap', rowGap: 'var(--mantine-spacing-xs)' }}>
          <Drawer.Title fw={700} fz="lg">
            {t('notifications.title')}
          </Drawer.Title>
          <Drawer.CloseButton aria-label={t('common.close')} />
          {/* The toolbar shares the header's sticky place, so it stays at hand while the list scrolls. */}
          <Group justify="space-between" gap="xs" w="100%" pb={4}>
            <Switch
              label={t('notifications.unread-only')}
              checked={unseenOnly}
              onChange={(event) => setUnseenOnly(event.currentTarget.checked)}
            />
            {hasUnread && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconChecks size={16} aria-hidden="true" />}
                loading={markAll.isSaving}
                onClick={() => markAll.submit({} satisfies MarkSeenIntent)}
              >
                {t('notifications.mark-all')}
              </Button>
            )}
          </Group>
        </Drawer.Header>
        <Drawer.Body pb="md">{content}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
};
