import { PAGE_SIZE } from '@console/domain/list/list-query';
import { NIGHTS_SAMPLES, NIGHTS_WARM_UP, PHOTO_NIGHTS, SCALE_USER_NAMES, type ScaleUser } from './scale-config.ts';
import {
  bearer,
  callApi,
  defineMeasurement,
  fetchJson,
  PERCENTILES,
  type Percentiles,
  percentiles,
  runStatements,
  type ScaleMeasurement,
  sampleOver,
} from './scale-measurement.ts';
import type { ScalePlan } from './scale-plan.ts';
import { withParameters } from './server-sql.ts';

/**
 * The photos' measurements (`BENCH=photos`): a sensor's nights with their photos, and the first page of the review
 * queue, each beside the statements the server's service runs for it (captured, scripts/bench/server-sql.ts)
 * replayed through the driver. The goal: p95 within MAX_FLOOR_RATIO of that floor. It is set against the floor, so
 * it holds on PGlite as on PostgreSQL, as the dashboards' does.
 */

const MAX_FLOOR_RATIO = 2;
/** The same query each time: the first calls of a route are slower while V8 optimizes it (scale-config.ts). */
const QUEUE_SAMPLES = 300;
const QUEUE_WARM_UP = 100;

const runs = (count: number) => Array.from({ length: count }, (_, index) => index);

// --- 1. A sensor's nights ----------------------------------------------------------------------------------------

type NightsFloor = Percentiles & { nights: number; images: number };

const nightSensors = (plan: ScalePlan) => ({
  warmUp: plan.nightSensorIds.slice(0, NIGHTS_WARM_UP),
  timed: plan.nightSensorIds.slice(NIGHTS_WARM_UP),
});

const sensorNights = defineMeasurement<NightsFloor>({
  name: 'photo nights',
  floor: async ({ executor, sql, plan, log }) => {
    const { warmUp, timed } = nightSensors(plan);
    const template = warmUp[0] as string;
    const { statements, nights, images } = await sql.nights(template, plan.nightRange);
    log(`  floor: ${PHOTO_NIGHTS} nights with their photos over ${NIGHTS_SAMPLES} random sensors…`);
    // The sensor lookup (tenant scope) then the nights, one after the other as listNightImages does.
    const samples = await sampleOver(timed, warmUp, (id) =>
      runStatements(executor, withParameters(statements, new Map([[template, id]])), false),
    );
    return { ...percentiles(samples), nights, images };
  },
  measure: async ({ baseUrl, tokens, plan, label, floorWhere, log }, floor) => {
    const { warmUp, timed } = nightSensors(plan);
    const headers = bearer(tokens.staff);
    const query = new URLSearchParams(plan.nightRange).toString();
    const first = await fetchJson<{ image: unknown }[]>(
      `${baseUrl}/back/sensors/${timed[0]}/nights?${query}`,
      headers,
      'GET nights',
    );
    const images = first.filter((night) => night.image !== null).length;
    // Every planned sensor has a photo each night: fewer would time a lighter answer than the one planned.
    if (first.length !== PHOTO_NIGHTS || images !== PHOTO_NIGHTS) {
      throw new Error(`GET nights: ${first.length} nights, ${images} photos; expected ${PHOTO_NIGHTS} of each`);
    }
    log(`  HTTP: ${PHOTO_NIGHTS} nights with their photos over ${NIGHTS_SAMPLES} random sensors…`);
    const measured = percentiles(
      await sampleOver(timed, warmUp, async (id) => {
        await callApi(`${baseUrl}/back/sensors/${id}/nights?${query}`, 'GET /back/sensors/:id/nights', { headers });
      }),
    );
    const what = `GET /back/sensors/{id}/nights?from=${plan.nightRange.from}&to=${plan.nightRange.to}`;
    return PERCENTILES.map((p) => ({
      name: `${label}: photo nights, ${PHOTO_NIGHTS} nights ${p}`,
      value: measured[p],
      unit: 'ms',
      goal: null,
      ...(p === 'p95' ? { maxFloorRatio: MAX_FLOOR_RATIO } : {}),
      floor: {
        value: floor[p],
        what: `the server's sensor lookup and nights SQL (captured from its listNightImages) through the driver, one after the other, same sensors, ${floorWhere}`,
      },
      note: `${measured.count} sequential requests as staff over random sensors with a photo every night, ${what} (${floor.nights} nights, ${floor.images} photos for the floor's first sensor); goal: p95 within ${MAX_FLOOR_RATIO}× of the floor`,
    }));
  },
});

// --- 2. The review queue -----------------------------------------------------------------------------------------

const QUEUE_WHO: Record<ScaleUser, string> = {
  staff: 'staff (every photo)',
  provider: "the provider (its own and its farmers' traps)",
};

const reviewQueue = (user: ScaleUser) =>
  defineMeasurement<Percentiles & { total: number }>({
    name: `review queue (${user})`,
    floor: async ({ executor, sql, log }) => {
      const { statements, total } = await sql.reviewQueue(user);
      if (total === 0) throw new Error(`no photo to review in the scope of ${user}: the queue would be empty`);
      log(`  floor: review queue first page as ${user} (${total} to review)…`);
      const samples = await sampleOver(runs(QUEUE_SAMPLES), runs(QUEUE_WARM_UP), () =>
        runStatements(executor, statements, true),
      );
      return { ...percentiles(samples), total };
    },
    measure: async ({ baseUrl, tokens, label, floorWhere, log }, floor) => {
      const headers = bearer(tokens[user]);
      const path = '/back/count-reviews?reviewed=false';
      const url = `${baseUrl}${path}`;
      const what = 'GET /back/count-reviews';
      const check = await fetchJson<{ total: number; items: unknown[] }>(url, headers, what);
      // Nothing writes photos during the run: the server must answer what its SQL answered for the floor.
      if (check.total !== floor.total || check.items.length !== Math.min(PAGE_SIZE, floor.total)) {
        throw new Error(
          `${what}: total ${check.total}, ${check.items.length} items; the floor's SQL found ${floor.total}`,
        );
      }
      log(`  HTTP: review queue first page as ${user} (${floor.total} to review)…`);
      const measured = percentiles(
        await sampleOver(runs(QUEUE_SAMPLES), runs(QUEUE_WARM_UP), async () => {
          await callApi(url, what, { headers });
        }),
      );
      return PERCENTILES.map((p) => ({
        name: `${label}: review queue first page as ${user} ${p}`,
        value: measured[p],
        unit: 'ms',
        goal: null,
        ...(p === 'p95' ? { maxFloorRatio: MAX_FLOOR_RATIO } : {}),
        floor: {
          value: floor[p],
          what: `the server's page and count statements (captured from its listReviewQueue), at the same time as it runs them, through the driver, ${floorWhere}`,
        },
        note: `${measured.count} sequential requests after ${QUEUE_WARM_UP} untimed, GET ${path} as ${QUEUE_WHO[user]}; ${floor.total} to review; goal: p95 within ${MAX_FLOOR_RATIO}× of the floor`,
      }));
    },
  });

export const PHOTO_MEASUREMENTS: readonly ScaleMeasurement<unknown>[] = [
  sensorNights,
  ...SCALE_USER_NAMES.map(reviewQueue),
];
