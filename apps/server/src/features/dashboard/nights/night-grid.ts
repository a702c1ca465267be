import { can } from '@console/domain/access/permissions';
import type { NightGrid, NightGridQuery } from '@console/domain/dashboard/dashboard.schema';
import { nightStateOf } from '@console/domain/dashboard/sensor-nights';
import { sensorListQuerySchema } from '@console/domain/sensor/sensor-list.schema';
import type { Session } from '../../../auth/session.ts';
import type { Database } from '../../../db/client.ts';
import { forbidden } from '../../../plugins/app-error.ts';
import { listSensors } from '../../sensors/service.ts';
import { nightsOf, rangeOf, requireDashboardTab } from '../tiles/board.ts';
import { selectSensorNights } from './night-queries.ts';
import { byNight } from '../tiles/tiles.ts';

/** The night grid is the sensors tab's, and shows sensors: both rights, checked before the query is read. */
export const requireNightGrid = (session: Session) => {
  requireDashboardTab(session, 'sensors');
  if (!can(session, 'read:sensors')) throw forbidden();
};

/**
 * `GET /back/dashboard/sensors/nights`: a page of the sensor list (its scope and favourite, serial-number order) with
 * each sensor's state on each night of the range; a night the read model has no row for was not owed.
 */
export const getNightGrid = async (db: Database, session: Session, query: NightGridQuery): Promise<NightGrid> => {
  requireNightGrid(session);
  const nights = nightsOf(rangeOf(session, query));
  const page = await listSensors(
    db,
    session,
    sensorListQuerySchema.parse({ start: query.start, favouriteId: query.favouriteId }),
  );
  const rows = await selectSensorNights(
    db,
    page.items.map((item) => item.id),
    nights,
  );
  const nightList = byNight(nights, []).map((night) => night.night);
  const stateOf = new Map(rows.map((row) => [`${row.sensorId}/${row.night}`, nightStateOf(row)]));
  return {
    nights: nightList,
    items: page.items.map((item) => ({
      id: item.id,
      serialNumber: item.serialNumber,
      accountName: item.accountName,
      states: nightList.map((night) => stateOf.get(`${item.id}/${night}`) ?? 'not-expected'),
    })),
    total: page.total,
    start: query.start,
  };
};
