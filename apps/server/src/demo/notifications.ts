import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { now as clockNow } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { accounts, notifications, parcels, sensors } from '../db/schema.ts';
import { ingestReadings } from '../features/device-api/service.ts';
import {
  raiseCropReminders,
  raiseSensorAffected,
  raiseSensorsFarFromParcels,
} from '../features/notifications/service.ts';
import { getRiskSettings } from '../features/settings/service.ts';

/** The weeks of the hourly reminder job the demo replays, so its users have a history to scroll. */
const REPLAY_DAYS = 28;
/** What reached a demo user more than this long ago has been read; what came since is waiting. */
const READ_AFTER_MS = 2 * 86_400_000;
/** The farmer's trap that a field machine dragged off: about 1.2 km north of its parcel. */
const MOVED_TRAP = { parcel: 'Les Sablons', northDegrees: 0.011 };
const DAY_MS = 86_400_000;

/** Runs `raising` in one transaction and dates what it raised (`created_at` is the transaction's start) at `at`. */
const raiseAsOf = (db: Database, at: Date, raising: (tx: Database) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await raising(tx);
    await tx
      .update(notifications)
      .set({ createdAt: at })
      .where(eq(notifications.createdAt, sql`now()`));
  });

/**
 * Notifications of the demo, raised by the real sources after the fleet and the parcels (whose seeding already told
 * of the faults it replayed and of the parcels whose risk turned high): the farm's sensor placements four weeks ago,
 * the crop reminders of each past day, and a trap moved off its parcel. What is older than two days is read.
 */
export const seedDemoNotifications = async (db: Database, now = clockNow()): Promise<void> => {
  const farmSensors = await db
    .select({
      sensorId: sensors.id,
      parcelId: parcels.id,
      label: parcels.label,
      lat: parcels.gpsLat,
      long: parcels.gpsLong,
    })
    .from(parcels)
    .innerJoin(accounts, eq(accounts.id, parcels.accountId))
    .innerJoin(sensors, eq(sensors.parcelId, parcels.id))
    .where(eq(accounts.name, 'Ferme des Demo'))
    .orderBy(parcels.label);
  await raiseAsOf(db, new Date(now.getTime() - REPLAY_DAYS * DAY_MS), async (tx) => {
    for (const placed of farmSensors) await raiseSensorAffected(tx, placed.sensorId, placed.parcelId);
  });

  const { lastSensitiveStage } = await getRiskSettings(db);
  for (let daysAgo = REPLAY_DAYS - 1; daysAgo > 0; daysAgo--) {
    const at = new Date(now.getTime() - daysAgo * DAY_MS);
    await raiseAsOf(db, at, (tx) => raiseCropReminders(tx, lastSensitiveStage, at));
  }
  await raiseCropReminders(db, lastSensitiveStage, now);

  const moved = farmSensors.find((placed) => placed.label === MOVED_TRAP.parcel);
  if (!moved) throw new Error(`demo parcel ${MOVED_TRAP.parcel} has no sensor`);
  await ingestReadings(db, moved.sensorId, [
    {
      id: crypto.randomUUID(),
      measuredAt: new Date(now.getTime() - 10 * 60_000).toISOString(),
      // This trap has no weather station: its captures carry no weather.
      slugCount: 0,
      batteryVoltage: 12.4,
      deviceState: 'init',
      linuxState: 'ready',
      shutter: 'closed',
      usbFillRate: 40,
      gps: { lat: moved.lat + MOVED_TRAP.northDegrees, long: moved.long },
    },
  ]);
  await raiseSensorsFarFromParcels(db);

  await db
    .update(notifications)
    .set({ seenAt: sql`${notifications.createdAt} + interval '2 hours'` })
    .where(and(isNull(notifications.seenAt), lt(notifications.createdAt, new Date(now.getTime() - READ_AFTER_MS))));
};
