import { canUseFavourites } from '@console/domain/access/permissions';
import { favouriteEndpoints } from '@console/domain/favourite/favourite.endpoints';
import type { Favourite } from '@console/domain/favourite/favourite.schema';
import type { Profile } from '@console/domain/profile/profile.schema';
import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { replace, useSearchParams } from 'react-router';
import { api } from '../api/api';
import { isApiError } from '../api/api-error';
import { useProfile } from '../session/use-profile';
import {
  choiceStorage,
  FAVOURITE_PARAM,
  knownFavouriteId,
  readLastChoice,
  selectFavourite,
  writeLastChoice,
} from './favourite-selection';
import { ListEmptyState } from './list-empty-state';

/** The switcher's choice: the user's favourites and the one narrowing the list. */
export type FavouriteChoice = {
  favourites: Favourite[];
  selected: Favourite | null;
  /** The URL names a favourite that is not the user's: the list shows everything and says why. */
  isUnknown: boolean;
};

const NONE_VALUE = 'none';


/** GET /back/favourites/all; a 403 (a user without favourites, such as a farmer) reads as none. */
const fetchFavourites = async (signal: AbortSignal): Promise<Favourite[]> => {
  try {
    return await api.call(favouriteEndpoints.all, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 403) return [];
    throw error;
  }
};

/**
 * The hash of the page being opened when it is the one in the address bar (a page loaded from a link or a bookmark,
 * such as `#notifications`, which opens the panel): a loader's request carries none, and the redirect must keep it.
 */
const hashOfPageLoaded = (url: URL) =>
  window.location.pathname === url.pathname && window.location.search === url.search ? window.location.hash : '';

/**
 * A list loader's favourite and its data (`load` calls the list with the favourite's id). The order of
 * favourite-selection.ts decides; a remembered or starred favourite is put into the URL by a redirect that replaces
 * the history entry, so that the view can be shared and Back does not bounce. When the favourite is known before
 * the user's favourites arrive, the list call starts beside theirs.
 */
export const loadWithFavourite = async <T,>(
  request: Request,
  profile: Profile,
  load: (favouriteId: string | undefined) => Promise<T>,
): Promise<{ data: T; favourite: FavouriteChoice }> => {
  if (!canUseFavourites(profile)) {
    return { data: await load(undefined), favourite: { favourites: [], selected: null, isUnknown: false } };
  }
  const url = new URL(request.url);
  const urlId = url.searchParams.get(FAVOURITE_PARAM);
  const storage = choiceStorage();
  const last = readLastChoice(storage, profile.id);
  const known = knownFavouriteId(urlId, last);
  // Settled at once so that an early call no longer wanted (a favourite not the user's: 404) raises nothing.
  const early =
    known === undefined
      ? null
      : load(known ?? undefined).then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        );
  const favourites = await fetchFavourites(request.signal);
  const selection = selectFavourite({ urlId, last, favourites });
  if (selection.favouriteId && selection.source !== 'url') {
    const hash = hashOfPageLoaded(url);
    url.searchParams.set(FAVOURITE_PARAM, selection.favouriteId);
    throw replace(`${url.pathname}${url.search}${hash}`);
  }
  if (selection.source === 'url') writeLastChoice(storage, profile.id, selection.favouriteId);
  const favourite = {
    favourites,
    selected: favourites.find((candidate) => candidate.id === selection.favouriteId) ?? null,
    isUnknown: selection.source === 'unknown',
  };
  if (early && (known ?? null) === selection.favouriteId) {
    const result = await early;
    if (!result.ok) throw result.error;
    return { data: result.value, favourite };
  }
  return { data: await load(selection.favouriteId ?? undefined), favourite };
};

/** Switches the favourite of the current list: into the URL (other filters kept) and remembered as the last one. */
export const useFavouriteSwitch = () => {
  const profile = useProfile();
  const [, setSearchParams] = useSearchParams();
  return (favouriteId: string | null) => {
    writeLastChoice(choiceStorage(), profile.id, favouriteId);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (favouriteId) next.set(FAVOURITE_PARAM, favouriteId);
        else next.delete(FAVOURITE_PARAM);
        return next;
      },
      { preventScrollReset: true },
    );
  };
};

/**
 * The parcel, sensor, issue and subscription lists' favourite, in their header: the user's favourites (the starred one marked)
 * and "everything". Nothing for a user without favourites.
 */
export const FavouriteSwitcher = ({ choice }: { choice: FavouriteChoice }) => {
  const { t } = useTranslation();
  const switchFavourite = useFavouriteSwitch();
  if (choice.favourites.length === 0) return null;
  const starred = new Set(choice.favourites.filter((favourite) => favourite.isFavourite).map(({ id }) => id));
  return (
    <Select
      aria-label={t('favourites.switcher.label')}
      data={[
        { value: NONE_VALUE, label: t('favourites.switcher.none') },
        ...choice.favourites.map((favourite) => ({ value: favourite.id, label: favourite.name })),
      ]}
      value={choice.selected?.id ?? NONE_VALUE}
      onChange={(value) => value && switchFavourite(value === NONE_VALUE ? null : value)}
      allowDeselect={false}
      leftSection={
        choice.selected ? <IconStarFilled size={16} aria-hidden="true" /> : <IconStar size={16} aria-hidden="true" />
      }
      renderOption={({ option }) => (
        <Group gap={6} wrap="nowrap">
          {starred.has(option.value) && <IconStarFilled size={14} aria-hidden="true" />}
          <Text size="sm">{option.label}</Text>
          {starred.has(option.value) && (
            <Text size="xs" c="dimmed">
              ({t('favourites.switcher.starred')})
            </Text>
          )}
        </Group>
      )}
      size="sm"
      w={{ base: '100%', xs: 240 }}
      comboboxProps={{ width: 'target', position: 'bottom-start' }}
    />
  );
};

/** The URL's favourite is not one of the user's: say the list shows everything instead. */
export const UnknownFavouriteAlert = ({ choice }: { choice: FavouriteChoice }) => {
  const { t } = useTranslation();
  if (!choice.isUnknown) return null;
  return (
    <Alert color="yellow" variant="light" title={t('favourites.switcher.unknown-title')}>
      {t('favourites.switcher.unknown-description')}
    </Alert>
  );
};

/** A list narrowed by a favourite that reaches nothing: it says so, naming the favourite, with a way to everything. */
export const FavouriteEmptyState = ({ favourite, icon }: { favourite: Favourite; icon: ReactNode }) => {
  const { t } = useTranslation();
  const switchFavourite = useFavouriteSwitch();
  return (
    <ListEmptyState
      icon={icon}
      title={t('favourites.switcher.empty-title', { name: favourite.name })}
      description={t('favourites.switcher.empty-description')}
      reset={{ label: t('favourites.switcher.show-everything'), onClick: () => switchFavourite(null) }}
    />
  );
};

/**
 * A list's empty state: the favourite's when one narrows a list with no other filter, else the list's own texts
 * (`<list>.empty.*`, and `<list>.filters.reset` to clear its filters).
 */
export const FavouriteListEmptyState = ({
  list,
  favourite,
  hasFilter,
  reset,
  icon,
}: {
  list: 'parcels' | 'sensors' | 'issues' | 'subscriptions';
  favourite: Favourite | null;
  hasFilter: boolean;
  reset: () => void;
  icon: ReactNode;
}) => {
  const { t } = useTranslation();
  if (favourite && !hasFilter) return <FavouriteEmptyState favourite={favourite} icon={icon} />;
  return (
    <ListEmptyState
      icon={icon}
      title={t(hasFilter ? `${list}.empty.filtered-title` : `${list}.empty.title`)}
      description={t(hasFilter ? `${list}.empty.filtered-description` : `${list}.empty.description`)}
      reset={hasFilter ? { label: t(`${list}.filters.reset`), onClick: reset } : undefined}
    />
  );
};

/** The map's version of the empty state: a notice above the map, which still shows the area. */
export const FavouriteEmptyNotice = ({ favourite }: { favourite: Favourite }) => {
  const { t } = useTranslation();
  const switchFavourite = useFavouriteSwitch();
  return (
    <Alert color="yellow" variant="light" title={t('favourites.switcher.empty-title', { name: favourite.name })}>
      <Text size="sm" mb="xs">
        {t('favourites.switcher.empty-description')}
      </Text>
      <Button size="xs" variant="light" onClick={() => switchFavourite(null)}>
        {t('favourites.switcher.show-everything')}
      </Button>
    </Alert>
  );
};
