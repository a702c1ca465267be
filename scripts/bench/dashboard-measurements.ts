import type { BuiltDashboardTab } from '@console/domain/dashboard/dashboard.schema';
import { SCALE_USER_NAMES, type ScaleUser } from './scale-config.ts';
import {
  bearer,
  callApi,
  defineMeasurement,
  PERCENTILES,
  type Percentiles,
  percentiles,
  runStatements,
  type ScaleMeasurement,
  sampleOver,
} from './scale-measurement.ts';

/**
 * The dashboards issue's measurements (`BENCH=dashboards`): each tab a bench user may see, and the sensors tab's night
 * grid, over the last 30 days, beside the statements the server runs for it replayed through the driver. The issue's
 * goal: within 2× of that floor, and the same at SCALE=1 as at SCALE=0.1 (the answer reads the nightly read models,
 * never the readings, so it must not grow with them).
 */

/** Requests per tab: a dashboard is opened, not polled; a few warm the plans and caches first. */
const WARM_UP = 3;
const SAMPLES = 30;
const GOAL_RATIO = 2;

type Board = BuiltDashboardTab | 'night-grid';

const BOARDS: Record<ScaleUser, readonly Board[]> = {
  staff: ['activity', 'sensors', 'night-grid', 'metrics', 'qos'],
  provider: ['activity', 'sensors', 'night-grid'],
};

const pathOf = (board: Board) =>
  board === 'night-grid' ? '/back/dashboard/sensors/nights' : `/back/dashboard/${board}`;

const runs = (count: number) => Array.from({ length: count }, (_, index) => index);

const dashboard = (user: ScaleUser, board: Board) =>
  defineMeasurement<Percentiles & { figures: number; statements: number }>({
    name: `dashboard ${board} (${user})`,
    floor: async ({ executor, sql, log }) => {
      const { statements, figures } = await sql.dashboard(user, board);
      log(`  floor: ${board} as ${user}, ${statements.length} statements at the same time…`);
      // The service runs its counts side by side (Promise.all): the floor runs them all at once.
      const samples = await sampleOver(runs(SAMPLES), runs(WARM_UP), () => runStatements(executor, statements, true));
      return { ...percentiles(samples), figures, statements: statements.length };
    },
    measure: async ({ baseUrl, tokens, label, floorWhere, log }, floor) => {
      const headers = bearer(tokens[user]);
      const path = pathOf(board);
      log(`  HTTP: GET ${path} as ${user}…`);
      const measured = percentiles(
        await sampleOver(runs(SAMPLES), runs(WARM_UP), async () => {
          await callApi(`${baseUrl}${path}`, `GET ${path}`, { headers });
        }),
      );
      return PERCENTILES.map((p) => ({
        name: `${label}: dashboard ${board} as ${user} ${p}`,
        value: measured[p],
        unit: 'ms',
        goal: p === 'p95' ? Math.round(GOAL_RATIO * floor[p] * 10) / 10 : null,
        floor: {
          value: floor[p],
          what: `the ${floor.statements} statements the server's service runs (captured), all at once through the driver, ${floorWhere}`,
        },
        note: `${measured.count} sequential requests, GET ${path} over the last 30 days (${floor.figures} ${board === 'night-grid' ? 'rows' : 'tiles'}); goal: within ${GOAL_RATIO}× of the floor`,
      }));
    },
  });

export const DASHBOARD_MEASUREMENTS: readonly ScaleMeasurement<unknown>[] = SCALE_USER_NAMES.flatMap((user) =>
  BOARDS[user].map((board) => dashboard(user, board)),
);
