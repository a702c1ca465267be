import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { Anchor, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useNavigate,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { TAB_BAR_HEIGHT } from '../../ui/layout-constants';
import { RiskBadge } from './risk-badge';
import { useUnits } from '../../session/use-units';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  parcel: await api.call(parcelEndpoints.get, { params: { id: params.id ?? '' }, signal: request.signal }),
});

const TABS = ['synthesis', 'info', 'crops', 'settings'] as const;
type Tab = (typeof TABS)[number];

const tabPath = (tab: Tab, id: string): string =>
  ({ synthesis: paths.parcel, info: paths.parcelInfo, crops: paths.parcelCrops, settings: paths.parcelSettings })[tab](
    id,
  );

const tabOf = (pathname: string, id: string): Tab =>
  TABS.find((tab) => tab !== 'synthesis' && pathname.startsWith(tabPath(tab, id))) ?? 'synthesis';

/** /parcels/:id: the parcel's name, risk and place above its tabs (synthesis, information, crops, settings). */
export const Component = () => {
  const { t } = useTranslation();
  const { parcel } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const units = useUnits();
  const place = [
    parcel.accountName,
    `${parcel.address.postalCode} ${parcel.address.city}`,
    parcel.size === undefined ? null : units.area.format(parcel.size),
  ].filter(Boolean);

  return (
    <Stack gap={0}>
      <Stack gap="xs" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }} pb="md">
        <Anchor component={Link} to={paths.parcels()} size="sm" c="dimmed">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.parcels')}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1}>{parcel.label}</Title>
          <RiskBadge level={parcel.riskLevel} withheldSince={parcel.riskWithheldSince} size="lg" />
        </Group>
        <Text c="dimmed" size="sm">
          {place.join(' · ')}
        </Text>
      </Stack>
      <Tabs
        value={tabOf(pathname, parcel.id)}
        onChange={(tab) => tab && void navigate(tabPath(tab as Tab, parcel.id))}
        px={{ base: 0, sm: 'xl' }}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} h={TAB_BAR_HEIGHT}>
              {t(`parcel.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
};

/** The parcel loaded by this route, for its tabs. */
export const useParcel = (): ParcelListItem => {
  const detail = useRouteLoaderData('parcel-detail') as { parcel: ParcelListItem } | undefined;
  if (!detail) throw new Error('useParcel is only available under /parcels/:id');
  return detail.parcel;
};
