import type { Tile } from '@console/domain/dashboard/dashboard.schema';
import { RISK_LEVELS } from '@console/domain/risk/risk.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { countParcelsMatching } from '../parcels/service.ts';
import { countRiskNights, type NightRange, riskWithoutAction, topParcelsBySlugs } from './night-queries.ts';
import { byNight, entry, linkTo } from './tiles.ts';

/** The parcels a ranking tile names. */
const RANKED_PARCELS = 10;

/**
 * The activity tab (provider and staff with Parcels): the parcels followed, split by their current risk, and those
 * whose missing information keeps the risk from being read, each figure its parcel list's total; then, from the
 * nightly read models over the range, the risk night by night, the parcels that counted most slugs and those left at
 * high risk without a treatment.
 */
export const activityTiles = async (
  db: Database,
  session: Session,
  { favouriteId, nights }: { favouriteId?: string | undefined; nights: NightRange },
): Promise<Tile[]> => {
  const count = (filter: Parameters<typeof countParcelsMatching>[2]) =>
    countParcelsMatching(db, session, { favouriteId, ...filter });
  const [followed, missingInfo, riskNights, top, unattended, ...byRisk] = await Promise.all([
    count({}),
    count({ missingInfoOnly: true }),
    countRiskNights(db, session, { favouriteId }, nights),
    topParcelsBySlugs(db, session, { favouriteId }, nights, RANKED_PARCELS),
    riskWithoutAction(db, session, { favouriteId }, nights, RANKED_PARCELS),
    ...RISK_LEVELS.map((level) => count({ riskLevels: [level] })),
  ]);
  const ranking = (rows: { id: string; label: string; value: number }[]) =>
    rows.map((row) => ({ key: row.id, label: row.label, value: row.value }));
  return [
    {
      ...entry('parcels', followed, linkTo('/parcels', { favouriteId })),
      series: RISK_LEVELS.map((level, index) =>
        entry(level, byRisk[index] ?? 0, linkTo('/parcels', { favouriteId, riskLevels: [level] })),
      ),
    },
    entry('parcels-missing-info', missingInfo, linkTo('/parcels', { favouriteId, missingInfoOnly: true })),
    {
      key: 'risk-by-night',
      value: riskNights.filter((row) => row.level === 'high').reduce((sum, row) => sum + row.n, 0),
      nights: byNight(
        nights,
        riskNights.map((row) => ({ night: row.night, key: row.level, n: row.n })),
      ),
    },
    {
      key: 'top-parcels',
      value: top.total,
      series: ranking(top.parcels.map((row) => ({ ...row, value: row.slugs }))),
    },
    {
      key: 'risk-without-action',
      value: unattended.total,
      series: ranking(unattended.parcels.map((row) => ({ ...row, value: row.nights }))),
    },
  ];
};
