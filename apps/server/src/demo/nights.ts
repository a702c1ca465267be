import type { Database } from '../db/client.ts';
import { foldSensorNights } from '../features/dashboard/service.ts';

/** The demo's captures go back two seasons: a year and a season. */
const HISTORY_DAYS = 365 + 80;

/**
 * The dashboards' nights over the demo's two seasons, as the nightly jobs would have kept them, and each parcel's
 * risk at the end of each past night rebuilt from its counts and its crop's stage then (decision 140).
 */
export const seedDemoNights = async (db: Database, now = new Date()): Promise<void> => {
  const from = new Date(now.getTime() - HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  await foldSensorNights(db, { from, at: now });
};
