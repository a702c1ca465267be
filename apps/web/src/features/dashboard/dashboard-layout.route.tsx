import { availableDashboardTabs, type DashboardTab } from '@console/domain/access/permissions';
import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useProfile } from '../../session/use-profile';
import { TAB_BAR_HEIGHT } from '../../ui/layout-constants';

/** /dashboard: the tabs the reader may open (spec point 6); switching keeps the favourite and the range. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const tabs = availableDashboardTabs(profile);
  const current = tabs.find((tab) => pathname.startsWith(`/dashboard/${tab}`)) ?? null;
  return (
    <Stack gap={0}>
      <Title order={1} px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} pb="md">
        {t('pages.dashboard')}
      </Title>
      <Tabs
        value={current}
        onChange={(tab) => tab && void navigate(`/dashboard/${tab as DashboardTab}${search}`)}
        px={{ base: 0, sm: 'xl' }}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} h={TAB_BAR_HEIGHT}>
              {t(`dashboard.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
};
