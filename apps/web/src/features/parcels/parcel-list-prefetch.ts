import type { parcelEndpoints } from '@console/domain/parcel/parcel.endpoints';
import { parcelEntryRoutes } from '@console/domain/parcel/parcel.entry-routes';
import { api } from '../../api/api';
import { returningUser } from '../../session/returning-user';
import { expectedFavouriteId, FAVOURITE_PARAM } from '../../ui/favourite-selection';
import { openingPageQuery } from './parcel-list-page';

/**
 * Asks for the parcel list's first page as the app starts on /parcels or /parcels/list, beside the profile rather than
 * after it (decision 191), under the favourite the list most likely opens with. Only for the list opened without
 * filters, the everyday start: reading filters takes the list's schema, which loads with the screen. The list's loader
 * takes the answer when it asks for the same page; when it asks for another (a favourite deleted since), it asks again.
 */
export const prefetchParcelList = (url: URL) => {
  if ([...url.searchParams.keys()].some((name) => name !== FAVOURITE_PARAM)) return;
  const user = returningUser();
  if (!user) return;
  const favouriteId = user.usesFavourites ? expectedFavouriteId(url, user.userId) : null;
  if (favouriteId === undefined) return;
  api.prefetch<typeof parcelEndpoints.list>(parcelEntryRoutes.list, {
    query: openingPageQuery(favouriteId ?? undefined),
  });
};
