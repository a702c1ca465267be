import { sql } from 'drizzle-orm';

/**
 * The join of a capture's photo (alias `image`, a `capture_images` row) to the reading its capture sent (alias
 * `reading`): down the readings' whole key, so it stays one index lookup.
 */
export const photoReadingJoin = (reading: string, image: string) =>
  sql.raw(
    `${reading}.sensor_id = ${image}.sensor_id and ${reading}.measured_at = ${image}.taken_at` +
      ` and ${reading}.id = ${image}.capture_id`,
  );
