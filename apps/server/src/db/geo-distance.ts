import { type SQL, sql } from 'drizzle-orm';

/** Great-circle distance in metres (haversine; a few metres off at worst over a parcel's scale). */
export const metersBetween = (lat1: SQL, long1: SQL, lat2: SQL, long2: SQL): SQL =>
  sql`2 * 6371008.8 * asin(least(1, sqrt(
        power(sin(radians(${lat2} - ${lat1}) / 2), 2)
        + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${long2} - ${long1}) / 2), 2))))`;
