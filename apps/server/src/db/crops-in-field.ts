import { DAYS_IN_FIELD } from '@console/domain/crop/crop-in-field';
import { type SQL, sql } from 'drizzle-orm';

const sowing = (crop: string) => sql.raw(`coalesce(${crop}.actual_seeding_date, ${crop}.estimated_seeding_date)`);
const daysInField = (crop: string) =>
  sql.raw(
    `case ${crop}.current_crop ${Object.entries(DAYS_IN_FIELD)
      .map(([type, days]) => `when '${type}' then ${days}`)
      .join(' ')} end`,
  );

/** A crop (a `crops` row under the alias `crop`) not harvested by `day`: in the field, or planned after it. */
export const cropStanding = (crop: string, day: SQL): SQL => sql`${sowing(crop)} + ${daysInField(crop)} > ${day}`;

/**
 * The id of the crop in a parcel's field on `day` (a date), the domain's `cropInField` in SQL (decision 149): of the
 * crops not harvested by then, the last one sown by that day, else the next one planned. Read on the crops' parcel
 * key; null when the field is empty.
 */
export const cropInFieldId = (parcelId: SQL, day: SQL): SQL => sql`(select in_field.id from crops in_field
  where in_field.parcel_id = ${parcelId} and ${cropStanding('in_field', day)}
  order by ${sowing('in_field')} > ${day}, abs(${sowing('in_field')} - ${day}), in_field.year desc limit 1)`;

/**
 * Whether a parcel's field holds a crop on `day`: `cropInFieldId` is not null, without its choice among several, so
 * that a count over many parcels reads it as one anti-join instead of a lookup per parcel.
 */
export const fieldHasCrop = (parcelId: SQL, day: SQL): SQL => sql`exists (select 1 from crops in_field
  where in_field.parcel_id = ${parcelId} and ${cropStanding('in_field', day)})`;

/**
 * The crop in the field on `day` of each parcel of `parcelIds` (a subquery of ids) that has one, as a derived table
 * (`parcel_id`, `current_crop`, `seeding_type`): `cropInFieldId`'s rule for many parcels at once, one pass over their
 * crops instead of a lookup per parcel.
 */
export const cropsInField = (parcelIds: SQL, day: SQL): SQL => sql`(select distinct on (in_field.parcel_id)
    in_field.parcel_id, in_field.current_crop, in_field.seeding_type
  from crops in_field
  where in_field.parcel_id in (${parcelIds}) and ${cropStanding('in_field', day)}
  order by in_field.parcel_id, ${sowing('in_field')} > ${day}, abs(${sowing('in_field')} - ${day}), in_field.year desc)`;
