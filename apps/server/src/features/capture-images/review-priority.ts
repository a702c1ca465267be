import { countThresholdsByCountryCrop } from '@console/domain/country/risk-thresholds';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cropInFieldId } from '../../db/crops-in-field.ts';
import { getCountryPacks } from '../settings/service.ts';

/**
 * Rates a stored photo for the review queue (decision 179), from 0 (check first) to 1: the lower of the model's mean
 * confidence and how near its count sits to the medium or high line of its parcel's country and crop that night
 * (the distance to the nearer line, as a share of it). A photo of a trap on no parcel, or a crop with no line, is
 * rated on confidence alone.
 */
export const rateForReview = async (db: Database, imageId: string) => {
  const packs = await getCountryPacks(db);
  const lines = JSON.stringify(countThresholdsByCountryCrop((country) => packs[country].riskThresholds));
  const distance = (level: 'mediumFrom' | 'highFrom') =>
    sql`abs(n.count - (l.line ->> ${level})::float8) / greatest((l.line ->> ${level})::float8, 1)`;
  await db.execute(sql`
    update capture_images ci set
      mean_confidence = n.confidence,
      review_priority = least(coalesce(n.confidence, 1), coalesce(least(1, ${distance('mediumFrom')}, ${distance('highFrom')}), 1))
    from (select img.id, jsonb_array_length(img.detections) as count,
                 (select avg((d ->> 'confidence')::float8) from jsonb_array_elements(img.detections) d) as confidence,
                 s.parcel_id, p.country, img.night
          from capture_images img
          join sensors s on s.id = img.sensor_id
          left join parcels p on p.id = s.parcel_id
          where img.id = ${imageId}) n
    left join lateral (
      select ${sql.param(lines)}::jsonb -> (n.country || ':' || c.current_crop) as line
      from crops c where c.id = ${cropInFieldId(sql`n.parcel_id`, sql`n.night`)}) l on true
    where ci.id = n.id`);
};
