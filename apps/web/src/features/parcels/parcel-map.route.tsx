import { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import { isProviderOrManufacturer } from '@console/domain/access/permissions';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { getPublicSettings } from '../../api/public-settings';
import { paths } from '../../paths';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import {
  FavouriteEmptyNotice,
  FavouriteSwitcher,
  loadWithFavourite,
  UnknownFavouriteAlert,
} from '../../ui/favourite-switcher';
import { formatNumber } from '../../ui/number-format';
import { ParcelFilters, useParcelListUrl } from './parcel-filters';
import { countActiveFilters, readParcelListQuery, toParcelListFilter } from './parcel-list-query';
import { ParcelMap, ParcelMapLegend } from './parcel-map';
import { ParcelViewSwitch } from './parcel-view-switch';

export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const profile = context.get(profileContext);
  const urlQuery = readParcelListQuery(new URL(request.url).searchParams);
  const { signal } = request;
  const [{ data: map, favourite }, settings, accounts] = await Promise.all([
    loadWithFavourite(request, profile, (favouriteId) =>
      api.call(parcelEndpoints.map, { query: toParcelListFilter({ ...urlQuery, favouriteId }), signal }),
    ),
    getPublicSettings(),
    isProviderOrManufacturer(profile) ? api.call(accountEndpoints.options, { signal }) : Promise.resolve(null),
  ]);
  return {
    query: { ...urlQuery, favouriteId: favourite.selected?.id },
    map,
    tiles: settings.mapTiles,
    accounts,
    favourite,
  };
};

/**
 * /parcels/map and /parcels/map/:id: the parcels of the list's filters on a map, one of them selected. The filters
 * are the list's own panel and URL, so switching views keeps them.
 */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { query, map, tiles, accounts, favourite } = useLoaderData<typeof loader>();
  const { changeFilter, reset } = useParcelListUrl(query);
  const { id } = useParams();
  const navigate = useNavigate();
  const openParcel = useCallback((parcelId: string) => void navigate(paths.parcel(parcelId)), [navigate]);
  // The user's country pack says where its maps open (decision 163).
  const defaultView = profile.internationalizationSettings.mapView;

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={1}>{t('pages.parcels')}</Title>
        <Group gap="sm">
          <FavouriteSwitcher choice={favourite} />
          <ParcelViewSwitch view="map" />
        </Group>
      </Group>
      <UnknownFavouriteAlert choice={favourite} />
      <ParcelFilters query={query} accounts={accounts} onChange={changeFilter} onReset={reset} />
      {favourite.selected && map.points.length === 0 && countActiveFilters(query) === 0 && (
        <FavouriteEmptyNotice favourite={favourite.selected} />
      )}
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" fw={600}>
          {t('parcels-map.total', { value: formatNumber(map.points.length, 0) })}
        </Text>
        <ParcelMapLegend />
      </Group>
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
