import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rentContractLines, sensors } from '../../db/schema.ts';
import { fieldError } from '../../plugins/app-error.ts';
import type { RentContractRow } from './queries.ts';

/**
 * The contract's sensors, locked in id order for the rest of the transaction: each must be a rented-out kind
 * (`renting`), held by the lessor (its own, or rented to it under a validated contract) unless the lessor is the
 * manufacturer, which makes them all, and on no other open line of that lessor.
 */
export const lockLineSensors = async (
  tx: Database,
  lessor: { id: string; isManufacturer: boolean },
  sensorIds: string[],
  exceptContractId?: string,
  field = 'sensorIds',
) => {
  const rows = await tx
    .select({ id: sensors.id, serialNumber: sensors.serialNumber, usage: sensors.usage, accountId: sensors.accountId })
    .from(sensors)
    .where(inArray(sensors.id, sensorIds))
    .orderBy(asc(sensors.id))
    .for('update', { of: sensors });
  if (rows.length !== sensorIds.length || (!lessor.isManufacturer && rows.some((row) => row.accountId !== lessor.id))) {
    throw fieldError('invalid', "a sensor is not the lessor's", field, 'rent-contracts.errors.sensor-not-lessors');
  }
  if (rows.some((row) => row.usage !== 'renting')) {
    throw fieldError('invalid', 'a sensor is not for rent', field, 'rent-contracts.errors.not-renting');
  }
  const rented = await tx
    .select({ id: rentContractLines.id })
    .from(rentContractLines)
    .where(
      and(
        inArray(rentContractLines.sensorId, sensorIds),
        eq(rentContractLines.lessorAccountId, lessor.id),
        isNull(rentContractLines.endedAt),
        exceptContractId ? ne(rentContractLines.contractId, exceptContractId) : undefined,
      ),
    );
  if (rented.length > 0) {
    throw fieldError('conflict', 'a sensor is on another contract', field, 'rent-contracts.errors.already-rented');
  }
};

/** The lessor of a contract row, as `lockLineSensors` reads it. */
export const lessorOf = (row: RentContractRow) => ({
  id: row.lessorId,
  isManufacturer: row.lessorType === 'desangosse',
});
