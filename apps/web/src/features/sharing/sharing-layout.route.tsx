import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../paths';
import { TAB_BAR_HEIGHT } from '../../ui/layout-constants';

/** /parcels-sharing: sharing the account's parcels by e-mail, and the addresses they are shared with. */
export const Component = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.startsWith(paths.parcelsSharingEmails()) ? 'emails' : 'parcels';
  return (
    <Stack gap={0}>
      <Stack gap="xs" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} pb="md">
        <Title order={1}>{t('sharing.title')}</Title>
        <Text c="dimmed" size="sm">
          {t('sharing.subtitle')}
        </Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) => void navigate(next === 'emails' ? paths.parcelsSharingEmails() : paths.parcelsSharing())}
        px={{ base: 0, sm: 'xl' }}
      >
        <Tabs.List>
          <Tabs.Tab value="parcels" h={TAB_BAR_HEIGHT}>
            {t('sharing.tabs.parcels')}
          </Tabs.Tab>
          <Tabs.Tab value="emails" h={TAB_BAR_HEIGHT}>
            {t('sharing.tabs.emails')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
};
