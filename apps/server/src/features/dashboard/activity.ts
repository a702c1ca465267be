import type { Tile } from '@console/domain/dashboard/dashboard.schema';
import { RISK_LEVELS } from '@console/domain/risk/risk.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { countParcelsMatching } from '../parcels/service.ts';
import { entry, linkTo } from './tiles.ts';

/**
 * The activity tab (provider and staff with Parcels): the parcels followed, split by their current risk, and those
 * whose missing information keeps the risk from being read. Each figure is its parcel list's total.
 */
export const activityTiles = async (
  db: Database,
  session: Session,
  { favouriteId }: { favouriteId?: string | undefined },
): Promise<Tile[]> => {
  const count = (filter: Parameters<typeof countParcelsMatching>[2]) =>
    countParcelsMatching(db, session, { favouriteId, ...filter });
  const [followed, missingInfo, ...byRisk] = await Promise.all([
    count({}),
    count({ missingInfoOnly: true }),
    ...RISK_LEVELS.map((level) => count({ riskLevels: [level] })),
  ]);
  return [
    {
      ...entry('parcels', followed, linkTo('/parcels', { favouriteId })),
      series: RISK_LEVELS.map((level, index) =>
        entry(level, byRisk[index] ?? 0, linkTo('/parcels', { favouriteId, riskLevels: [level] })),
      ),
    },
    entry('parcels-missing-info', missingInfo, linkTo('/parcels', { favouriteId, missingInfoOnly: true })),
  ];
};
