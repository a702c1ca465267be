import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { useProfile } from '../../session/use-profile';
import { TAB_BAR_HEIGHT } from '../../ui/layout-constants';
import { SensorStateBadge } from '../../ui/sensor-state-badge';
import { SubscriptionBadge } from '../../ui/subscription-badge';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  sensor: await api.call(sensorEndpoints.get, { params: { id: params.id ?? '' }, signal: request.signal }),
});

type Tab = 'information' | 'data' | 'issues' | 'tickets';

const tabOf = (pathname: string, id: string): Tab => {
  const rest = pathname.slice(paths.sensor(id).length);
  if (rest.startsWith('/data')) return 'data';
  if (rest.startsWith('/issues')) return 'issues';
  if (rest.startsWith('/tickets')) return 'tickets';
  return 'information';
};

/** /sensors/:id: the sensor's header and tabs (information, data, issues, tickets) around the tab's screen. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { sensor } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabPaths: Record<Tab, string> = {
    information: paths.sensor(sensor.id),
    data: paths.sensorData(sensor.id),
    issues: paths.sensorIssues(sensor.id),
    tickets: paths.sensorTickets(sensor.id),
  };
  // The issues API needs the Defaults key; without it the tab would only show an error.
  const tabs = (['information', 'data', 'issues', 'tickets'] as const).filter(
    (tab) => tab !== 'issues' || isAllowed('can:read:defaults', profile, {}),
  );

  return (
    <Stack gap={0}>
      <Stack gap="xs" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} pb="md">
        <Anchor component={Link} to={paths.sensors()} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.sensors')}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1}>{sensor.serialNumber}</Title>
          <SensorStateBadge state={sensor.state} size="lg" />
          <SubscriptionBadge coverage={sensor.subscription} usage={sensor.usage} size="lg" />
        </Group>
        <Text c="dimmed" size="sm">
          {sensor.accountName} · {t(`sensors.usages.${sensor.usage}`)}
        </Text>
      </Stack>
      <Tabs
        value={tabOf(pathname, sensor.id)}
        onChange={(tab) => tab && void navigate(tabPaths[tab as Tab])}
        px={{ base: 0, sm: 'xl' }}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} h={TAB_BAR_HEIGHT}>
              {t(`sensors.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
};
