import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { getMapDefaults } from '@console/domain/geo/map-defaults';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getPublicSettings } from '../../api/public-settings';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { formatNumber } from '../../ui/number-format';
import { readParcelListQuery, toParcelListFilter } from './parcel-list-query';
import { ParcelMap } from './parcel-map';
import { ParcelViewSwitch } from './parcel-view-switch';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const query = readParcelListQuery(new URL(request.url).searchParams);
  const { signal } = request;
  const [map, settings] = await Promise.all([
    api.call(parcelEndpoints.map, { query: toParcelListFilter(query), signal }),
    getPublicSettings(),
  ]);
  return { map, tiles: settings.mapTiles };
};

/** /parcels/map and /parcels/map/:id: the parcels of the list's filters on a map, one of them selected. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { map, tiles } = useLoaderData<typeof loader>();
  const { id } = useParams();
  const navigate = useNavigate();
  const openParcel = useCallback((parcelId: string) => void navigate(paths.parcel(parcelId)), [navigate]);
  const defaultView = useMemo(
    () => getMapDefaults(profile.postalAddress?.country ?? 'FR'),
    [profile.postalAddress?.country],
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.parcels')}</Title>
        <ParcelViewSwitch view="map" />
      </Group>
      <Text size="sm" c="dimmed">
        {t('parcels-map.total', { value: formatNumber(map.points.length, 0) })}
      </Text>
      {map.isTruncated && (
        <Alert color="yellow" variant="light">
          {t('parcels-map.truncated', { value: formatNumber(map.points.length, 0) })}
        </Alert>
      )}
      <ParcelMap
        points={map.points}
        defaultView={defaultView}
        tiles={tiles}
        selectedId={id}
        onOpenParcel={openParcel}
      />
    </Stack>
  );
};
