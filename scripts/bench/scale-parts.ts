import { DASHBOARD_MEASUREMENTS } from './dashboard-measurements.ts';
import { FAVOURITE_MEASUREMENTS } from './favourite-measurements.ts';
import { PARCEL_MEASUREMENTS } from './parcel-measurements.ts';
import { PHOTO_MEASUREMENTS } from './photo-measurements.ts';
import type { ScaleMeasurement } from './scale-measurement.ts';
import { SCALE_MEASUREMENTS } from './scale-measurements.ts';

/**
 * The `npm run bench` parts that run on the scale data set: `scale` (the sensors issue), `parcels` (the parcels
 * issue), `dashboards` (the dashboards issue), `favourites` (the favourites issue), `photos` (the photos' night list
 * and review queue) and `processes` (ingestion and the sensor list through HAProxy, one API process then two). They
 * load the same data set, so when several are asked for, one load per target serves them.
 */
export const SCALE_PARTS = {
  scale: SCALE_MEASUREMENTS,
  parcels: PARCEL_MEASUREMENTS,
  dashboards: DASHBOARD_MEASUREMENTS,
  favourites: FAVOURITE_MEASUREMENTS,
  photos: PHOTO_MEASUREMENTS,
  // On PostgreSQL only, behind HAProxy with one API process then two (scale-processes.ts): none on the one server.
  processes: [],
} as const;
export type ScalePart = keyof typeof SCALE_PARTS;

/**
 * The parts' measurements, or, with `SCALE_MEASURE=sensor list,daily chart,…`, only those so named: a run at a large
 * SCALE can time the figures it is for without the slow others.
 */
export const measurementsOf = (
  parts: readonly ScalePart[],
  env: NodeJS.ProcessEnv = process.env,
): ScaleMeasurement<unknown>[] => {
  const all = parts.flatMap((part) => SCALE_PARTS[part]);
  const asked = env.SCALE_MEASURE?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked?.length) return all;
  const names = all.map((measurement) => measurement.name);
  const unknown = asked.filter((name) => !names.includes(name));
  if (unknown.length > 0) throw new Error(`SCALE_MEASURE: unknown ${unknown.join(', ')} (use ${names.join(', ')})`);
  return all.filter((measurement) => asked.includes(measurement.name));
};
