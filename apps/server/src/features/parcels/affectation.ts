import type { AffectSensorInput, PlacementErrorCode } from '@console/domain/parcel/parcel.schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { accounts, sensors } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { refreshParcelRisks } from './risk-service.ts';
import { getParcel, requireEditableParcel } from './parcel-access.ts';
import { raiseSensorAffected } from '../notifications/service.ts';
import { isSensorRentedTo, markContractInstalled } from '../rent-contracts/service.ts';
import { isSensorCovered } from '../subscriptions/service.ts';

export const refuse = (code: PlacementErrorCode) => new AppError('conflict', code, { error: code });

type ParcelToLink = { id: string; accountId: string; sensorId?: string | undefined };

/**
 * Links a sensor to a parcel, inside the caller's transaction. The sensor must belong to the parcel's account or
 * to the provider of that account, be free, be neither stolen nor declared lost, and, when sold, be covered by a
 * subscription (decision 130), when rented, rented to the parcel's account (decision 136).
 */
export const linkSensor = async (tx: Database, session: Session, parcel: ParcelToLink, sensorId: string) => {
  const [sensor] = await tx
    .select({
      accountId: sensors.accountId,
      parcelId: sensors.parcelId,
      state: sensors.state,
      usage: sensors.usage,
      // Written out: in a select list drizzle drops table names, and `id` would read as the issue's.
      isLost: sql<boolean>`exists (select 1 from issues i where i.sensor_id = sensors.id
        and i.type = 'dispositif_perdu' and i.closed_at is null)`,
      ownerProviderId: sql<
        string | null
      >`(select ${accounts.providerId} from ${accounts} where ${accounts.id} = ${parcel.accountId})`,
    })
    .from(sensors)
    .where(and(eq(sensors.id, sensorId), inAccountScope(session, sensors.accountId)))
    .for('update', { of: sensors });
  if (!sensor || (sensor.accountId !== parcel.accountId && sensor.accountId !== sensor.ownerProviderId)) {
    throw refuse('not-owned');
  }
  if (sensor.parcelId === parcel.id) return;
  if (sensor.parcelId !== null || parcel.sensorId) throw refuse('already-linked');
  if (sensor.state === 'Vol' || sensor.isLost) throw refuse('affectation-forbidden');
  // A sold sensor works under a subscription of the farm or of its provider, a rented one under a validated rent
  // contract of the farm; support sensors are exempt.
  const holders = sensor.ownerProviderId ? [parcel.accountId, sensor.ownerProviderId] : [parcel.accountId];
  if (sensor.usage === 'selling' && !(await isSensorCovered(tx, sensorId, holders))) throw refuse('subscription-error');
  if (sensor.usage === 'renting' && !(await isSensorRentedTo(tx, sensorId, parcel.accountId))) {
    throw refuse('rent-contract-not-validated');
  }
  await tx
    .update(sensors)
    .set({ parcelId: parcel.id })
    .where(and(eq(sensors.id, sensorId), isNull(sensors.parcelId)));
  if (sensor.usage === 'renting') await markContractInstalled(tx, sensorId, parcel.accountId);
  await raiseSensorAffected(tx, sensorId, parcel.id);
};

/** Runs a change of links in one transaction; a parcel linked meanwhile by someone else reads as already linked. */
export const relinking = (db: Database, change: (tx: Database) => Promise<void>) =>
  db.transaction(change).catch((error: unknown) => {
    throw isUniqueViolation(error) ? refuse('already-linked') : error;
  });

/**
 * `POST /back/parcels/{id}/sensor`: one transaction with the sensor row locked, then the parcel's risk. Two sensors
 * linked to one parcel at once each lock only their own row: the parcel's unique key refuses the second.
 */
export const affectSensor = async (db: Database, session: Session, parcelId: string, input: AffectSensorInput) => {
  const parcel = await requireEditableParcel(db, session, parcelId);
  await relinking(db, (tx) => linkSensor(tx, session, parcel, input.sensorId));
  await refreshParcelRisks(db, [parcelId]);
  return getParcel(db, session, parcelId);
};
