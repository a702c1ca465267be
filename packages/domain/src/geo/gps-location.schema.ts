import { z } from 'zod';

/** WGS 84 coordinates in decimal degrees; both bounds are inclusive (the poles and the antimeridian). */
export const gpsLocationSchema = z.object({
  lat: z.number().min(-90, 'gps.errors.lat.range').max(90, 'gps.errors.lat.range'),
  long: z.number().min(-180, 'gps.errors.long.range').max(180, 'gps.errors.long.range'),
});
export type GpsLocation = z.infer<typeof gpsLocationSchema>;
