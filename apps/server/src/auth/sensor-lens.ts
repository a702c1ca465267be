import type { Territory } from '@console/domain/favourite/favourite.schema';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { uuidArray } from '../db/uuid-array.ts';
import type { Session } from './session.ts';
import { sensorsInTerritory } from './territory.ts';
import { requireLens, resolveTerritoryIds, type LensVersions } from './territory-lens.ts';

/**
 * A territory's sensors, resolved once (decision 158): the lists and figures it narrows that are about sensors
 * (sensors, issues, tickets, subscriptions, rent contracts, nights) then read `id = any(ids)` through their sensor
 * index, instead of each of their statements planning the territory's conditions again. The ids are the whole
 * fleet's: each list keeps its own scope beside them, as it did beside the territory's conditions (a provider's
 * contract may rent out a sensor its scope does not hold).
 */
export type SensorLens = { sensorIds: readonly string[] };

/** A territory's sensors, reused until a change that can move one commits (decision 188). */
export const resolveSensorLens = async (
  db: Database,
  territory: Territory,
  version?: Promise<LensVersions>,
): Promise<SensorLens> => ({
  sensorIds: await resolveTerritoryIds(db, 'sensors', territory, sensorsInTerritory, version),
});

/** The sensor lens of the list's `favourite_id`: the caller's own favourite (else 404), or none when it names none. */
export const requireSensorLens = (
  db: Database,
  session: Session,
  favouriteId: string | undefined,
): Promise<SensorLens | undefined> => requireLens(db, session, favouriteId, 'sensors', resolveSensorLens);

/** A sensor-id column among the lens's sensors; `ids` is the list of ids as a value or a placeholder. */
export const sensorInLens = (column: AnyPgColumn | SQL, ids: SQL | Placeholder): SQL =>
  sql`${column} = any(${ids}::uuid[])`;

/** The lens's ids inlined as one parameter (binary, `uuidArray`), for queries built per call. */
export const lensIds = (lens: SensorLens): SQL => sql`${sql.param(uuidArray(lens.sensorIds))}`;
