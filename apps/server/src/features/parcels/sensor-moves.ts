import type { MoveSensorInput } from '@console/domain/parcel/parcel.schema';
import type { SensorSwapPlan, SwapSensorInput } from '@console/domain/parcel/sensor-swap.schema';
import { and, eq, sql } from 'drizzle-orm';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { sensors } from '../../db/schema.ts';
import { moveFieldLine, selectFieldLine } from '../rent-contracts/service.ts';
import { findOpenSeat, transferSeat } from '../subscriptions/service.ts';
import { linkSensor, refuse, relinking } from './affectation.ts';
import { refreshParcelRisks } from './risk-service.ts';
import { getParcel, requireEditableParcel } from './parcel-access.ts';

type Parcel = Awaited<ReturnType<typeof requireEditableParcel>>;

/** Frees the sensor; migration 0030's trigger closes its placement, the captures it sent there staying the parcel's. */
const detachSensor = async (tx: Database, sensorId: string) => {
  await tx.update(sensors).set({ parcelId: null }).where(eq(sensors.id, sensorId));
};

/** The parcel's sensor, its row locked for the transaction; a parcel without one is refused. */
const lockParcelSensor = async (tx: Database, parcel: Parcel) => {
  const [sensor] = parcel.sensorId
    ? await tx
        .select({ id: sensors.id })
        .from(sensors)
        .where(and(eq(sensors.id, parcel.sensorId), eq(sensors.parcelId, parcel.id)))
        .for('update')
    : [];
  if (!sensor) throw refuse('no-sensor');
  return sensor.id;
};

/** `DELETE /back/parcels/{id}/sensor`: the sensor is free again; what it counted there stays the parcel's history. */
export const unlinkSensor = async (db: Database, session: Session, parcelId: string) => {
  const parcel = await requireEditableParcel(db, session, parcelId);
  await relinking(db, async (tx) => detachSensor(tx, await lockParcelSensor(tx, parcel)));
  await refreshParcelRisks(db, [parcelId]);
  return getParcel(db, session, parcelId);
};

/**
 * `POST /back/parcels/{id}/sensor/move`: the sensor leaves the parcel for another of the same account, under the
 * same rules as any link (a sold sensor still needs its subscription). Answers the parcel it moved to.
 */
export const moveSensor = async (db: Database, session: Session, parcelId: string, input: MoveSensorInput) => {
  const from = await requireEditableParcel(db, session, parcelId);
  if (!from.sensorId) throw refuse('no-sensor');
  const to = await requireEditableParcel(db, session, input.parcelId);
  if (to.accountId !== from.accountId) throw refuse('other-account');
  if (to.id === from.id || to.sensorId) throw refuse('already-linked');
  await relinking(db, async (tx) => {
    const sensorId = await lockParcelSensor(tx, from);
    await detachSensor(tx, sensorId);
    await linkSensor(tx, session, to, sensorId);
  });
  await refreshParcelRisks(db, [from.id, to.id]);
  return getParcel(db, session, to.id);
};

/**
 * A free sensor replaces the parcel's (a faulty one going back for repair), in one transaction with what the caller
 * adds (`then`): the replacement takes the parcel, the subscription seat with its remaining term, the rent-contract
 * line (decision 148), the tags and the weather link.
 */
export const swapParcelSensor = async (
  db: Database,
  session: Session,
  parcelId: string,
  input: SwapSensorInput,
  then?: (tx: Database) => Promise<void>,
) => {
  const parcel = await requireEditableParcel(db, session, parcelId);
  await relinking(db, async (tx) => {
    const replacedId = await lockParcelSensor(tx, parcel);
    if (replacedId === input.sensorId) throw refuse('already-linked');
    await detachSensor(tx, replacedId);
    // First: a rented replacement passes to the farm with its line, which its link then asks for.
    await moveFieldLine(tx, session, replacedId, input.sensorId, input.returnCondition ?? 'damaged');
    await transferSeat(tx, session, replacedId, input.sensorId);
    await linkSensor(tx, session, { ...parcel, sensorId: undefined }, input.sensorId);
    // The tags name the place and the farm's own grouping, the weather station stands by the parcel: they follow the
    // parcel to its new sensor.
    await tx.execute(sql`update sensors s set tags = array(select distinct unnest(s.tags || o.tags) order by 1),
                           weather_source = o.weather_source, weather_station_id = o.weather_station_id
                         from sensors o where o.id = ${replacedId} and s.id = ${input.sensorId}`);
    await tx
      .update(sensors)
      .set({ tags: [], weatherSource: 'none', weatherStationId: null })
      .where(eq(sensors.id, replacedId));
    await then?.(tx);
  });
  await refreshParcelRisks(db, [parcelId]);
};

/** `POST /back/parcels/{id}/sensor/swap`: answers the parcel with its new sensor. */
export const swapSensor = async (db: Database, session: Session, parcelId: string, input: SwapSensorInput) => {
  await swapParcelSensor(db, session, parcelId, input);
  return getParcel(db, session, parcelId);
};

/** What `swapParcelSensor` would hand from the parcel's sensor to a replacement, for the caller to review first. */
export const describeSensorSwap = async (db: Database, session: Session, parcelId: string): Promise<SensorSwapPlan> => {
  const parcel = await requireEditableParcel(db, session, parcelId);
  const [sensor] = parcel.sensorId
    ? await db
        .select({
          id: sensors.id,
          serialNumber: sensors.serialNumber,
          tags: sensors.tags,
          weatherSource: sensors.weatherSource,
          weatherStationId: sensors.weatherStationId,
        })
        .from(sensors)
        .where(and(eq(sensors.id, parcel.sensorId), eq(sensors.parcelId, parcel.id)))
    : [];
  if (!sensor) throw refuse('no-sensor');
  const [seat, line] = await Promise.all([
    findOpenSeat(db, sensor.id, session.language),
    selectFieldLine(db, sensor.id),
  ]);
  return {
    parcel: { id: parcel.id, label: parcel.label, accountId: parcel.accountId },
    sensor: { id: sensor.id, serialNumber: sensor.serialNumber },
    seat: seat ?? null,
    rentLine: line
      ? { contractId: line.contractId, number: line.number, lessorId: line.lessorId, lessorName: line.lessorName }
      : null,
    tags: sensor.tags,
    weather: { source: sensor.weatherSource, stationId: sensor.weatherStationId },
  };
};
