import { NOTIFICATION_DRAWER_WIDTH } from '@console/domain/ui/layout-constants';
import { Drawer, EmptyState } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The notification panel, opened from the bell or from the #notifications hash. */
export const NotificationDrawer = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={NOTIFICATION_DRAWER_WIDTH}
      title={t('notifications.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <EmptyState
        mt="xl"
        icon={<IconBell size={28} aria-hidden="true" />}
        title={t('notifications.empty-title')}
        description={t('notifications.empty-description')}
      />
    </Drawer>
  );
};
