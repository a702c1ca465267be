import { and, count, eq, inArray, like, notInArray, type SQL, sql } from 'drizzle-orm';
import { inAccountScope } from '../../apps/server/src/auth/scope.ts';
import { cropInFieldId } from '../../apps/server/src/db/crops-in-field.ts';
import { crops, parcels, sensors } from '../../apps/server/src/db/schema.ts';
import { visibleParcel } from '../../apps/server/src/features/parcels/queries.ts';
import {
  BENCH_FAVOURITE,
  CHART_SAMPLES,
  CHART_WARM_UP,
  HISTORY_DAYS,
  FAVOURITE_FILTER_NAME,
  INGEST_DEVICES,
  LIST_FILTER,
  NIGHTS_SAMPLES,
  NIGHTS_WARM_UP,
  PARCEL_LIST_FILTERS,
  PARCEL_PAGE_SAMPLES,
  PARCEL_PAGE_WARM_UP,
  type ParcelListFilterName,
  PHOTO_NIGHTS,
  SCALE_USER_NAMES,
  SERIAL_PREFIX,
  type ScaleTargetKind,
  type ScaleUser,
} from './scale-config.ts';
import type { ScaleLoad } from './scale-data.ts';
import type { ChartRange, ServerSql } from './server-sql.ts';
import { selectOne, selectRows, type SqlExecutor } from './sql-executor.ts';

/** `count` items drawn at random, with repeats: a per-item measurement uses the first ones as its warm-up. */
const pickRandom = <T>(items: readonly T[], count: number, what: string): T[] => {
  if (items.length === 0) throw new Error(`no ${what} to sample`);
  return Array.from({ length: count }, () => items[Math.floor(Math.random() * items.length)] as T);
};

export type PlannedSensor = { id: string; serialNumber: string };
/** A parcel with a crop this season: the synthesis also reads the crop, by its id. */
export type PlannedParcel = { parcelId: string; cropId: string };

/** What every measurement of one target works on, fixed once the data set is loaded (JSON, for the PGlite child). */
export type ScalePlan = {
  target: ScaleTargetKind;
  scale: number;
  load: ScaleLoad;
  /** Sensors matching the list filter: the last page starts at total − 50. */
  listTotal: number;
  /** The devices posting through HTTP, and their twins the floor inserts for (EnService, so list totals stay put). */
  ingestSensors: PlannedSensor[];
  floorIngestSensors: PlannedSensor[];
  /** Warm-up sensors first, then the timed ones; random, the ingestion sensors excluded. */
  chartSensorIds: string[];
  chartRange: ChartRange;
  /** Warm-up sensors first, then the timed ones: random among those with a photo every night of `nightRange`. */
  nightSensorIds: string[];
  /** The PHOTO_NIGHTS nights photographed (scale-photo-data.ts). */
  nightRange: ChartRange;
  /**
   * Parcels matching each list filter for each user (parcelListKey), as the server's listParcels counts them; for the
   * favourite, checked against the bench's own count of its territory.
   */
  parcelListTotals: Record<string, number>;
  /** Each user's BENCH_FAVOURITE (its id), and the sensors it narrows their sensor list to, counted as for parcels. */
  favouriteIds: Record<ScaleUser, string>;
  favouriteSensorTotals: Record<ScaleUser, number>;
  /**
   * Per user, warm-up parcels first, then the timed ones: random among the parcels the user sees (the server's
   * visibleParcel) with a bench sensor and a crop this season; the ingestion sensors' parcels excluded.
   */
  parcelPages: Record<ScaleUser, PlannedParcel[]>;
};

export const parcelListKey = (user: ScaleUser, filter: ParcelListFilterName) => `${user}, ${filter}`;

/** yyyy-MM-dd of an instant in a time zone. */
const localDate = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 90 calendar days in the user's zone, ending today: the chart's longest usual range. */
export const ninetyDayRange = (zoneId: string, now = new Date()): ChartRange => {
  const to = localDate(now, zoneId);
  return { from: addDays(to, -(HISTORY_DAYS - 1)), to };
};

/**
 * BENCH_FAVOURITE's territory written apart from the server's condition (auth/territory.ts), on a query of `parcels`
 * joined to this season's `crops`: its zones are départements, the first two digits of a French postcode.
 */
const inBenchFavourite: SQL = and(
  inArray(
    sql`left(${parcels.address}->>'postalCode', 2)`,
    BENCH_FAVOURITE.postalZones.map((zone) => zone.value),
  ),
  sql`${parcels.address}->>'country' = 'FR'`,
  inArray(crops.currentCrop, BENCH_FAVOURITE.cropTypes),
) as SQL;

const thisSeasonsCrop = eq(crops.id, cropInFieldId(sql`${parcels.id}`, sql`current_date`));

const countOne = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;

/** The parcels the user sees in BENCH_FAVOURITE: what the list narrowed by it must count. */
const parcelsInFavourite = (server: ServerSql, user: ScaleUser) =>
  countOne(
    server.db
      .select({ n: count() })
      .from(parcels)
      .innerJoin(crops, thisSeasonsCrop)
      .where(and(visibleParcel(server.sessions[user]), inBenchFavourite)),
  );

/** The sensors in the user's scope standing on a parcel in BENCH_FAVOURITE (a sensor's zone is its parcel's). */
const sensorsInFavourite = (server: ServerSql, user: ScaleUser) =>
  countOne(
    server.db
      .select({ n: count() })
      .from(sensors)
      .innerJoin(parcels, eq(parcels.id, sensors.parcelId))
      .innerJoin(crops, thisSeasonsCrop)
      .where(and(inAccountScope(server.sessions[user], sensors.accountId), inBenchFavourite)),
  );

/** The server's total, once the bench's own count agrees with it. */
const checkedTotal = (what: string, server: number, bench: number): number => {
  if (server !== bench) throw new Error(`${what}: the server counts ${server}, the bench ${bench}`);
  return server;
};

const parcelsToOpen = (server: ServerSql, user: ScaleUser, excludedSensorIds: string[]): Promise<PlannedParcel[]> =>
  server.db
    .select({ parcelId: parcels.id, cropId: crops.id })
    .from(parcels)
    .innerJoin(crops, thisSeasonsCrop)
    .innerJoin(sensors, eq(sensors.parcelId, parcels.id))
    .where(
      and(
        visibleParcel(server.sessions[user]),
        like(sensors.serialNumber, `${SERIAL_PREFIX}%`),
        notInArray(sensors.id, excludedSensorIds),
      ),
    );

export const buildPlan = async (
  executor: SqlExecutor,
  target: ScaleTargetKind,
  scale: number,
  load: ScaleLoad,
  server: ServerSql,
): Promise<ScalePlan> => {
  const { n: listTotal } = await selectOne<{ n: number }>(
    executor,
    `select count(*)::int as n from sensors where state = $1 and usage = $2`,
    [LIST_FILTER.states, LIST_FILTER.usages],
  );
  const devices = await selectRows<PlannedSensor>(
    executor,
    `select id, serial_number as "serialNumber" from sensors
     where serial_number like $1 and state = 'EnService' order by serial_number limit $2`,
    [`${SERIAL_PREFIX}%`, INGEST_DEVICES * 2],
  );
  if (devices.length < INGEST_DEVICES * 2) throw new Error('not enough EnService sensors for the ingestion devices');
  const ingestSensors = devices.slice(0, INGEST_DEVICES);
  const floorIngestSensors = devices.slice(INGEST_DEVICES);
  const excluded = devices.map((device) => device.id);
  const candidates = (
    await selectRows<{ id: string }>(
      executor,
      `select id from sensors where serial_number like $1 and not (id = any($2::uuid[]))`,
      [`${SERIAL_PREFIX}%`, excluded],
    )
  ).map((row) => row.id);

  const nightRange = load.photos.range;
  const photographed = (
    await selectRows<{ id: string }>(
      executor,
      `select sensor_id as id from capture_images
       where night between $1::date and $2::date and not (sensor_id = any($3::uuid[]))
         and sensor_id in (select id from sensors where serial_number like $4)
       group by sensor_id having count(distinct night) = $5`,
      [nightRange.from, nightRange.to, excluded, `${SERIAL_PREFIX}%`, PHOTO_NIGHTS],
    )
  ).map((row) => row.id);

  const parcelListTotals: Record<string, number> = {};
  const { favouriteIds } = load.parcels;
  const favouriteSensorTotals = {} as Record<ScaleUser, number>;
  const parcelPages = {} as Record<ScaleUser, PlannedParcel[]>;
  for (const user of SCALE_USER_NAMES) {
    for (const [name, filter] of Object.entries(PARCEL_LIST_FILTERS)) {
      const { total } = await server.parcelList(user, filter, 0);
      parcelListTotals[parcelListKey(user, name as ParcelListFilterName)] = total;
    }
    const favourite = { favouriteId: favouriteIds[user] };
    parcelListTotals[parcelListKey(user, FAVOURITE_FILTER_NAME)] = checkedTotal(
      `the parcel list narrowed by the favourite as ${user}`,
      (await server.parcelList(user, favourite, 0)).total,
      await parcelsInFavourite(server, user),
    );
    favouriteSensorTotals[user] = checkedTotal(
      `the sensor list narrowed by the favourite as ${user}`,
      (await server.sensorList(user, favourite, 0)).total,
      await sensorsInFavourite(server, user),
    );
    parcelPages[user] = pickRandom(
      await parcelsToOpen(server, user, excluded),
      PARCEL_PAGE_WARM_UP + PARCEL_PAGE_SAMPLES,
      `parcel with a sensor and a crop this season visible to ${user}`,
    );
  }
  return {
    target,
    scale,
    load,
    listTotal,
    ingestSensors,
    floorIngestSensors,
    chartSensorIds: pickRandom(candidates, CHART_WARM_UP + CHART_SAMPLES, 'sensor for the chart'),
    chartRange: ninetyDayRange(server.sessions.staff.zoneId),
    nightSensorIds: pickRandom(
      photographed,
      NIGHTS_WARM_UP + NIGHTS_SAMPLES,
      `sensor with ${PHOTO_NIGHTS} nights of photos`,
    ),
    nightRange,
    parcelListTotals,
    favouriteIds,
    favouriteSensorTotals,
    parcelPages,
  };
};
