import type { Territory } from '@console/domain/favourite/favourite.schema';
import type { Database } from '../db/client.ts';
import type { Session } from './session.ts';
import { parcelsInTerritory } from './territory.ts';
import { requireLens, resolveTerritoryIds, type LensVersions } from './territory-lens.ts';

/**
 * A territory's parcels, resolved once and reused until a change that can move one commits (decision 189): the
 * parcel list, its count, export and map, and the dashboard figures about parcels read `id = any(ids)` beside the
 * caller's scope instead of planning the territory's conditions parcel by parcel.
 */
export type ParcelLens = { parcelIds: readonly string[] };

export const resolveParcelLens = async (
  db: Database,
  territory: Territory,
  version?: Promise<LensVersions>,
): Promise<ParcelLens> => ({
  parcelIds: await resolveTerritoryIds(db, 'parcels', territory, parcelsInTerritory, version),
});

/** The parcel lens of the list's `favourite_id`: the caller's own favourite (else 404), or none when it names none. */
export const requireParcelLens = (
  db: Database,
  session: Session,
  favouriteId: string | undefined,
): Promise<ParcelLens | undefined> => requireLens(db, session, favouriteId, 'parcels', resolveParcelLens);
