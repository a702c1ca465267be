import { timingSafeEqual } from 'node:crypto';
import type { IssueRules } from '@console/domain/issue/issue-rule-settings';
import { type IngestionResult, isFromTheFuture, type Reading } from '@console/domain/sensor/reading.schema';
import { deriveSensorState } from '@console/domain/sensor/sensor-state';
import { hasNulCharacter } from '@console/domain/storage/storage-bounds';
import { now } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';
import { countEvents, refuseBeyondRoom } from '../../limits/rate-limit.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  applyReadingIssues,
  closeIssuesOnContact,
  contactClosesIssues,
  readingsChangeIssues,
  replaySensorReadings,
  sensorHemisphere,
  type SensorReplay,
} from '../issues/service.ts';
import { checkUpdateHealth } from '../firmware/service.ts';
import { refreshRiskAfterCaptures } from '../parcels/service.ts';
import { hashDeviceSecret } from '../sensors/service.ts';
import { solveTicketsOfClosedIssues } from '../support/service.ts';
import {
  deviceFailureSubjects,
  findSensorCredentials,
  ingestQuietBatch,
  lockSensorAndInsertReadings,
  type SensorIngestionState,
  type SensorStatusUpdate,
  updateSensorAfterIngestion,
} from './queries.ts';

const unauthorized = () => new AppError('unauthorized', 'unknown serial number or wrong device secret');

/**
 * HTTP Basic credentials of a device: its serial number and its secret. Answers its sensor as it stands. Repeated
 * failures for a serial number or from a client address get a 429 before any hashing, from the failures read with
 * the credentials (decision 078).
 */
export const authenticateDevice = async (
  db: Database,
  authorization: string | undefined,
  ip: string,
): Promise<SensorIngestionState> => {
  if (!authorization?.startsWith('Basic ')) throw unauthorized();
  const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  // No serial number or secret of ours holds a NUL character, which PostgreSQL's text cannot even compare.
  if (separator <= 0 || hasNulCharacter(decoded)) throw unauthorized();
  const serialNumber = decoded.slice(0, separator);
  const failures = deviceFailureSubjects(serialNumber, ip);
  const { sensor, failures: counted } = await findSensorCredentials(db, serialNumber, ip);
  refuseBeyondRoom(failures, counted);
  const given = Buffer.from(hashDeviceSecret(decoded.slice(separator + 1)));
  const expected = Buffer.from(sensor?.deviceSecretHash ?? '0'.repeat(given.length));
  if (!sensor || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await countEvents(db, failures);
    throw unauthorized();
  }
  const { deviceSecretHash: _hash, ...state } = sensor;
  return state;
};

const refuseFutureReadings = (readings: readonly Reading[], now: Date) => {
  const index = readings.findIndex((reading) => isFromTheFuture(reading.measuredAt, now));
  if (index >= 0) {
    throw new AppError('invalid', `readings[${index}].measuredAt is in the future`, {
      issues: [{ path: ['readings', index, 'measuredAt'], message: 'reading.errors.future' }],
    });
  }
};

const newerThan = (readings: readonly Reading[], lastMeasuredAt: Date | null) => {
  const last = lastMeasuredAt?.getTime() ?? -Infinity;
  return readings.filter((reading) => Date.parse(reading.measuredAt) > last);
};

/** The sensor's reported status after its fresh captures: the latest one's, with the rule state the replay left. */
const statusAfter = (fresh: readonly Reading[], replay: SensorReplay): SensorStatusUpdate => {
  const latest = fresh.reduce((a, b) => (Date.parse(b.measuredAt) > Date.parse(a.measuredAt) ? b : a));
  return {
    latest,
    state: deriveSensorState(latest.deviceState, latest.linuxState),
    linuxFaultOrigin: replay.linuxFaultOrigin,
    pendingIssues: replay.pendingIssues,
  };
};

/**
 * The sensor's status after a batch that opens and closes no issue, planned on the state read with the device's
 * credentials; undefined when the batch may open or close one. Most batches are such: a healthy sensor, or a faulty
 * one whose faults go on.
 */
const planQuietBatch = async (
  db: Database,
  sensor: SensorIngestionState,
  readings: readonly Reading[],
  now: Date,
  rules: IssueRules,
) => {
  if (contactClosesIssues(sensor.openTypes)) return undefined;
  const fresh = newerThan(readings, sensor.lastMeasuredAt);
  if (fresh.length === 0) return { status: null };
  const replay = replaySensorReadings(sensor, fresh, rules, await sensorHemisphere(db, rules, sensor.accountId));
  if (readingsChangeIssues(sensor.openTypes, replay.replayed, fresh, now)) return undefined;
  return { status: statusAfter(fresh, replay) };
};

const result = (readings: readonly Reading[], accepted: number): IngestionResult => ({
  accepted,
  duplicates: readings.length - accepted,
});

/**
 * A device's batch: in one statement when it changes no issue and the sensor has not moved on since its credentials
 * were read, otherwise in the transaction of `ingestReadings`.
 */
export const ingestDeviceBatch = async (
  db: Database,
  sensor: SensorIngestionState,
  readings: readonly Reading[],
  at = now(),
): Promise<IngestionResult> => {
  refuseFutureReadings(readings, at);
  const rules = await readSetting(db, 'issueRules');
  const plan = await planQuietBatch(db, sensor, readings, at, rules);
  const accepted = plan ? await ingestQuietBatch(db, sensor, readings, plan.status) : null;
  const ingested =
    accepted === null
      ? await ingestInTransaction(db, sensor.id, readings, at, rules)
      : { result: result(readings, accepted), parcelId: sensor.parcelId };
  await checkUpdateHealth(db, sensor.id, readings);
  return refreshParcelRisk(db, ingested);
};

/**
 * Stores a batch at least once and at most once per capture, then moves the sensor's status and issues
 * forward by replaying the new captures that are newer than what the sensor last reported. One transaction:
 * a batch is stored whole or not at all.
 */
export const ingestReadings = async (
  db: Database,
  sensorId: string,
  readings: readonly Reading[],
  at = now(),
): Promise<IngestionResult> => {
  refuseFutureReadings(readings, at);
  const rules = await readSetting(db, 'issueRules');
  return refreshParcelRisk(db, await ingestInTransaction(db, sensorId, readings, at, rules));
};

/** A batch stored, and the parcel its sensor serves. */
type Ingested = { result: IngestionResult; parcelId: string | null };

/**
 * New captures move the stored risk of the sensor's parcel, and raise its high-risk alert, as they arrive: every
 * screen then agrees with the synthesis, which reads the captures themselves, without waiting for the hourly job.
 */
const refreshParcelRisk = async (db: Database, { result, parcelId }: Ingested): Promise<IngestionResult> => {
  if (parcelId && result.accepted > 0) await refreshRiskAfterCaptures(db, parcelId);
  return result;
};

const ingestInTransaction = (
  db: Database,
  sensorId: string,
  readings: readonly Reading[],
  now: Date,
  rules: IssueRules,
) =>
  db.transaction(async (tx): Promise<Ingested> => {
    const { sensor, inserted } = await lockSensorAndInsertReadings(tx, sensorId, readings);
    const fresh = newerThan(
      readings.filter((reading) => inserted.has(reading.id)),
      sensor.lastMeasuredAt,
    );

    // Only statements that change something: most batches come from a healthy sensor with nothing open.
    await closeIssuesOnContact(tx, { id: sensorId, openTypes: sensor.openTypes }, solveTicketsOfClosedIssues);
    const ingested = { result: result(readings, inserted.size), parcelId: sensor.parcelId };
    if (fresh.length === 0) {
      await updateSensorAfterIngestion(tx, sensorId, null);
      return ingested;
    }

    const replay = replaySensorReadings(sensor, fresh, rules, await sensorHemisphere(tx, rules, sensor.accountId));
    await applyReadingIssues(
      tx,
      { id: sensorId, accountId: sensor.accountId, openTypes: sensor.openTypes },
      replay.replayed,
      fresh,
      now,
      solveTicketsOfClosedIssues,
    );
    await updateSensorAfterIngestion(tx, sensorId, statusAfter(fresh, replay));
    return ingested;
  });
