import type { ParcelSynthesis } from '@console/domain/parcel/parcel-synthesis.schema';
import { buildQueryString } from '../../apps/web/src/api/query-string.ts';
import { GOAL_PAGE_CASES, pagedListMeasurement } from './paged-list-measurement.ts';
import {
  FAVOURITE_FILTER_NAME,
  PARCEL_LIST_FILTERS,
  selectedParcelFilters,
  PARCEL_PAGE_WARM_UP,
  type ParcelListFilterName,
  type ParcelListFilterQuery,
  SCALE_USER_NAMES,
  type ScaleUser,
} from './scale-config.ts';
import {
  bearer,
  defineMeasurement,
  callApi,
  fetchJson,
  isPostgres,
  PERCENTILES,
  type Percentiles,
  percentiles,
  runStatements,
  type ScaleMeasurement,
  sampleOver,
} from './scale-measurement.ts';
import { parcelListKey, type PlannedParcel, type ScalePlan } from './scale-plan.ts';
import { type Statement, withParameters } from './server-sql.ts';

/**
 * The parcels issue's measurements (`BENCH=parcels`), as each bench user: the parcel list with each filter of
 * PARCEL_LIST_FILTERS and narrowed by the user's favourite (BENCH_FAVOURITE), then the parcel page's two API calls.
 * The contract is in scale-measurement.ts.
 */

/** The parcel page's goal on PostgreSQL; the list's goals are in paged-list-measurement.ts. */
const PAGE_P95_GOAL = 20;

const WHO: Record<ScaleUser, string> = {
  staff: 'staff (every parcel visible)',
  provider: "the provider (its own and its farmers' parcels, and those shared with it)",
};

const plannedTotal = (plan: ScalePlan, key: string): number => {
  const total = plan.parcelListTotals[key];
  if (total === undefined) throw new Error(`no planned total for the parcel list ${key}`);
  return total;
};

/** Each filter's query; the favourite's names the user's own, saved by the generator. */
const filterOf = (user: ScaleUser, filterName: ParcelListFilterName, plan: ScalePlan): ParcelListFilterQuery =>
  filterName === FAVOURITE_FILTER_NAME ? { favouriteId: plan.favouriteIds[user] } : PARCEL_LIST_FILTERS[filterName];

const FILTER_NAMES: readonly ParcelListFilterName[] = selectedParcelFilters([
  ...(Object.keys(PARCEL_LIST_FILTERS) as (keyof typeof PARCEL_LIST_FILTERS)[]),
  FAVOURITE_FILTER_NAME,
]);

const parcelLists = SCALE_USER_NAMES.flatMap((user) =>
  FILTER_NAMES.map((filterName) =>
    pagedListMeasurement({
      name: `parcel list (${parcelListKey(user, filterName)})`,
      user,
      who: WHO[user],
      path: '/back/parcels',
      // The web app's own query builder, so the request is the one the list screen sends (snake_case, repeated keys).
      query: (start, plan) => buildQueryString({ ...filterOf(user, filterName, plan), start }).slice(1),
      statements: async (sql, start, plan) =>
        (await sql.parcelList(user, filterOf(user, filterName, plan), start)).stages,
      source: 'listParcels',
      favourite: filterName === FAVOURITE_FILTER_NAME,
      total: (plan) => plannedTotal(plan, parcelListKey(user, filterName)),
      cases: GOAL_PAGE_CASES,
    }),
  ),
);

const parcelsToOpen = (plan: ScalePlan, user: ScaleUser) => ({
  warmUp: plan.parcelPages[user].slice(0, PARCEL_PAGE_WARM_UP),
  timed: plan.parcelPages[user].slice(PARCEL_PAGE_WARM_UP),
});

/**
 * Opening a parcel: /parcels/:id's route loader asks for the parcel and its synthesis tab's loader for the
 * synthesis, at the same time (apps/web/src/features/parcels/parcel-detail.route.tsx, parcel-synthesis.route.tsx).
 */
const parcelPage = (user: ScaleUser) =>
  defineMeasurement<Percentiles>({
    name: `parcel page (${user})`,
    floor: async ({ executor, sql, plan, log }) => {
      const { warmUp, timed } = parcelsToOpen(plan, user);
      const template = warmUp[0];
      if (!template) throw new Error('no parcel to open');
      const detail = await sql.parcel(user, template.parcelId);
      const synthesis = await sql.parcelSynthesis(user, template.parcelId);
      const forParcel = (statements: Statement[], parcel: PlannedParcel) =>
        withParameters(
          statements,
          new Map([
            [template.parcelId, parcel.parcelId],
            [template.cropId, parcel.cropId],
          ]),
        );
      log(`  floor: parcel page as ${user} over ${timed.length} random parcels…`);
      return percentiles(
        await sampleOver(timed, warmUp, async (parcel) => {
          // Each call's statements one after the other, as its service runs them; the two calls at once.
          await Promise.all([
            runStatements(executor, forParcel(detail, parcel), false),
            runStatements(executor, forParcel(synthesis, parcel), false),
          ]);
        }),
      );
    },
    measure: async ({ baseUrl, tokens, plan, label, floorWhere, log }, floor) => {
      const { warmUp, timed } = parcelsToOpen(plan, user);
      const headers = bearer(tokens[user]);
      const get = (path: string) => callApi(`${baseUrl}${path}`, `GET ${path}`, { headers });
      const first = await fetchJson<ParcelSynthesis>(
        `${baseUrl}/back/parcels/${timed[0]?.parcelId}/synthesis`,
        headers,
        'GET /back/parcels/:id/synthesis',
      );
      if (!first.sensor || !first.crop) throw new Error('the first parcel to open has no sensor or no crop');
      const shown = `${first.nights.length} nights, ${first.weather?.captures ?? 0} captures in the last 24 h`;
      log(`  HTTP: parcel page as ${user} over ${timed.length} random parcels (first: ${shown})…`);
      const measured = percentiles(
        await sampleOver(timed, warmUp, async ({ parcelId }) => {
          await Promise.all([get(`/back/parcels/${parcelId}`), get(`/back/parcels/${parcelId}/synthesis`)]);
        }),
      );
      const postgres = isPostgres(plan);
      return PERCENTILES.map((p) => ({
        name: `${label}: parcel page API calls together (${user}) ${p}`,
        value: measured[p],
        unit: 'ms',
        goal: postgres && p === 'p95' ? PAGE_P95_GOAL : null,
        floor: {
          value: floor[p],
          what: `the server's statements of both calls (captured from its getParcel, 1, and getParcelSynthesis, 5), each call's one after the other, the two calls at once, through the driver, same parcels, ${floorWhere}`,
        },
        note: `${measured.count} sequential openings of random parcels with a bench sensor and a crop this season as ${WHO[user]}: GET /back/parcels/{id} and GET /back/parcels/{id}/synthesis at the same time, timed until both answered (first parcel: ${shown})`,
      }));
    },
  });

/** Run in this order on each target: the lists, then the parcel page. */
export const PARCEL_MEASUREMENTS: readonly ScaleMeasurement<unknown>[] = [
  ...parcelLists,
  ...SCALE_USER_NAMES.map(parcelPage),
];
