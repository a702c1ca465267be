import type { SensorCoverage } from '@console/domain/subscription/subscription.schema';
import { inArray, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { subscriptionSeats } from '../../db/schema.ts';
import { selectCoverage, sensorCovered } from './queries.ts';

/** Whether an open seat of a subscription held by one of `holderIds` covers the sensor today (the affectation rule). */
export const isSensorCovered = async (db: Database, sensorId: string, holderIds: string[]): Promise<boolean> => {
  const [row] = await selectRows<{ covered: boolean }>(
    db,
    sql`select ${sensorCovered(sql`${sensorId}::uuid`, sql`${sql.param(holderIds)}::uuid[]`)} as covered`,
  );
  return row?.covered === true;
};

/** Every sensor that ever held a seat of the subscriptions: the ones whose coverage a change of them may move. */
export const seatedSensorIds = async (db: Database, subscriptionIds: readonly string[]): Promise<string[]> => {
  if (subscriptionIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ sensorId: subscriptionSeats.sensorId })
    .from(subscriptionSeats)
    .where(inArray(subscriptionSeats.subscriptionId, [...subscriptionIds]));
  return rows.map((row) => row.sensorId);
};

/** The subscription each of the sensors runs under, for their badges; sensors without an open seat are left out. */
export const coverageOfSensors = async (db: Database, sensorIds: string[]): Promise<Map<string, SensorCoverage>> => {
  if (sensorIds.length === 0) return new Map();
  const rows = await selectCoverage(db, sensorIds);
  return new Map(rows.map(({ sensorId, ...coverage }) => [sensorId, coverage]));
};
