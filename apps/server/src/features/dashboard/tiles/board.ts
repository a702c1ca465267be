import { canSeeDashboardTab, type DashboardTab } from '@console/domain/access/permissions';
import type { BuiltDashboardTab, Dashboard, DashboardQuery } from '@console/domain/dashboard/dashboard.schema';
import { MAX_CUSTOM_RANGE_DAYS } from '@console/domain/date/date-range-presets';
import { addLocalDays, todayIn } from '@console/domain/subscription/subscription-period';
import { now } from '../../../clock.ts';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { forbidden } from '../../../plugins/app-error.ts';
import { activityTiles } from '../activity/activity.ts';
import { lastNightOver } from '../nights/night-ranges.ts';
import { metricsTiles } from '../metrics/metrics.ts';
import { qosTiles } from '../qos/qos.ts';
import { sensorTiles } from './sensors.ts';
import { supportTiles } from './support-tiles.ts';

/** Spec point 6, before anything else is read: a tab the caller may not see is 403. */
export const requireDashboardTab = (session: Session, tab: DashboardTab) => {
  if (!canSeeDashboardTab(session, tab)) throw forbidden();
};

/** The range asked, else the last 30 days in the caller's calendar (the date filter's "month"). */
export const rangeOf = (session: Session, { from, to }: DashboardQuery) => {
  if (from && to) return { from, to };
  const today = todayIn(session.zoneId, now());
  return { from: addLocalDays(today, -MAX_CUSTOM_RANGE_DAYS), to: today };
};

/** The nights of a range: those starting on its days, up to the last one over (the night in progress would read low). */
export const nightsOf = ({ from, to }: { from: string; to: string }, at = now()) => {
  const lastOver = lastNightOver(at);
  return { from, to: to < lastOver ? to : lastOver };
};

/** `GET /back/dashboard/{tab}`: the tab's tiles in the caller's scope, under the favourite and the range. */
export const getDashboard = async (
  db: Database,
  session: Session,
  tab: BuiltDashboardTab,
  query: DashboardQuery,
): Promise<Dashboard> => {
  requireDashboardTab(session, tab);
  const { favouriteId } = query;
  const range = rangeOf(session, query);
  const nights = nightsOf(range);
  const tiles = await {
    activity: () => activityTiles(db, session, { favouriteId, nights, period: { ...range, zoneId: session.zoneId } }),
    sensors: () => sensorTiles(db, session, { favouriteId, range, nights }),
    support: () => supportTiles(db, session, { favouriteId, range }),
    metrics: () => metricsTiles(db, session, { favouriteId, period: { ...range, zoneId: session.zoneId } }),
    qos: () => qosTiles(db, session, { favouriteId, nights }),
  }[tab]();
  return { tab, tiles };
};
