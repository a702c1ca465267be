import { timingSafeEqual } from 'node:crypto';
import { type ReadingIssueType, replayReadings } from '@console/domain/issue/issue-rules';
import type { IssueType } from '@console/domain/issue/issue.schema';
import { type IngestionResult, isFromTheFuture, type Reading } from '@console/domain/sensor/reading.schema';
import { deriveSensorState } from '@console/domain/sensor/sensor-state';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { peakCapture, raiseSlugCountAlerts } from '../alert-settings/slug-count-alerts.ts';
import { hashDeviceSecret } from '../sensors/service.ts';
import {
  applyIssueTransitions,
  closeIssues,
  findSensorCredentials,
  lockSensorAndInsertReadings,
  updateSensorAfterIngestion,
} from './queries.ts';

/** Raised by silence, cleared by any contact at all. */
const SILENCE_ISSUE_TYPES: readonly IssueType[] = ['hors_service_plus_24_h', 'dispositif_perdu'];

const unauthorized = () => new AppError('unauthorized', 'unknown serial number or wrong device secret');

/** HTTP Basic credentials of a device: its serial number and its secret. */
export const authenticateDevice = async (db: Database, authorization: string | undefined): Promise<string> => {
  if (!authorization?.startsWith('Basic ')) throw unauthorized();
  const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0) throw unauthorized();
  const sensor = await findSensorCredentials(db, decoded.slice(0, separator));
  const given = Buffer.from(hashDeviceSecret(decoded.slice(separator + 1)));
  const expected = Buffer.from(sensor?.deviceSecretHash ?? '0'.repeat(given.length));
  if (!sensor || given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthorized();
  return sensor.id;
};

const refuseFutureReadings = (readings: readonly Reading[], now: Date) => {
  const index = readings.findIndex((reading) => isFromTheFuture(reading.measuredAt, now));
  if (index >= 0) {
    throw new AppError('invalid', `readings[${index}].measuredAt is in the future`, {
      issues: [{ path: ['readings', index, 'measuredAt'], message: 'reading.errors.future' }],
    });
  }
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
  now = new Date(),
): Promise<IngestionResult> => {
  refuseFutureReadings(readings, now);
  return db.transaction(async (tx) => {
    const { sensor, inserted } = await lockSensorAndInsertReadings(tx, sensorId, readings);
    // Any new capture may alert, a late one too: its message says when it was taken.
    const peak = peakCapture(readings.filter((reading) => inserted.has(reading.id)));
    if (peak) await raiseSlugCountAlerts(tx, sensorId, peak);
    const lastMeasuredAt = sensor.lastMeasuredAt?.getTime() ?? -Infinity;
    const fresh = readings.filter(
      (reading) => inserted.has(reading.id) && Date.parse(reading.measuredAt) > lastMeasuredAt,
    );

    // Only statements that change something: most batches come from a healthy sensor with nothing open.
    const openSilences = SILENCE_ISSUE_TYPES.filter((type) => sensor.openTypes.includes(type));
    if (openSilences.length > 0) await closeIssues(tx, sensorId, openSilences, sql`now()`);
    if (fresh.length === 0) {
      await updateSensorAfterIngestion(tx, sensorId, null);
      return { accepted: inserted.size, duplicates: readings.length - inserted.size };
    }

    const { transitions, context } = replayReadings(
      {
        linuxState: sensor.linuxState,
        faultOrigin: sensor.linuxFaultOrigin,
        hasWeatherSensor: sensor.hasWeatherSensor,
      },
      new Set(sensor.openTypes as ReadingIssueType[]),
      fresh,
    );
    const byTime = new Map(fresh.map((reading) => [reading.measuredAt, reading]));
    await applyIssueTransitions(tx, { id: sensorId, accountId: sensor.accountId }, transitions, (at) => byTime.get(at));
    if (
      sensor.openTypes.includes('absence_resultats') &&
      fresh.some((reading) => Date.parse(reading.measuredAt) > now.getTime() - 24 * 3600_000)
    ) {
      await closeIssues(tx, sensorId, ['absence_resultats'], sql`now()`);
    }
    const latest = fresh.reduce((a, b) => (Date.parse(b.measuredAt) > Date.parse(a.measuredAt) ? b : a));
    await updateSensorAfterIngestion(tx, sensorId, {
      latest,
      state: deriveSensorState(latest.deviceState, latest.linuxState),
      linuxFaultOrigin: context.faultOrigin,
    });
    return { accepted: inserted.size, duplicates: readings.length - inserted.size };
  });
};
