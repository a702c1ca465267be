import { z } from 'zod';
import { cropStageSchema, cropTypeSchema } from '../crop/crop.schema.ts';
import { listQuerySchema, pagedSchema, queryArray, queryBoolean } from '../list/list-query.ts';
import { localDateSchema } from '../date/date.schema.ts';
import { riskLevelSchema } from '../risk/risk.schema.ts';
import { sensorStateSchema } from '../sensor/sensor.schema.ts';
import { slugOutlookSchema } from '../weather/slug-outlook.schema.ts';
import { parcelSchema, soilTypeSchema } from './parcel.schema.ts';

export const PARCEL_SORT_FIELDS = ['label', 'riskLevel', 'size', 'createdAt'] as const;
export type ParcelSortField = (typeof PARCEL_SORT_FIELDS)[number];

export const parcelListFilterSchema = z.object({
  /** The start of a parcel's label, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  cropTypes: queryArray(cropTypeSchema),
  stages: queryArray(cropStageSchema),
  riskLevels: queryArray(riskLevelSchema),
  soilTypes: queryArray(soilTypeSchema),
  accountId: z.uuid().optional(),
  withSensor: queryBoolean,
  /** Parcels lacking what the risk needs: no size, no sensor, or no crop for the current season. */
  missingInfoOnly: queryBoolean,
  /** The caller's saved territory narrowing the list (spec point 4). */
  favouriteId: z.uuid().optional(),
});
export type ParcelListFilter = z.infer<typeof parcelListFilterSchema>;

export const parcelListQuerySchema = listQuerySchema(PARCEL_SORT_FIELDS, 'label').extend(parcelListFilterSchema.shape);
export type ParcelListQuery = z.infer<typeof parcelListQuerySchema>;

export const parcelListItemSchema = parcelSchema.extend({
  accountName: z.string(),
  riskLevel: riskLevelSchema,
  /**
   * While the parcel's sold sensor has no subscription covering it, the first day without one: the level then reads
   * unmeasured and the risk is withheld until a subscription covers the sensor again (decision 132). Null otherwise.
   */
  riskWithheldSince: localDateSchema.nullable(),
  currentCrop: z
    .object({ id: z.uuid(), year: z.number().int(), currentCrop: cropTypeSchema, stage: cropStageSchema })
    .nullable(),
  /** The parcel's sensor as the list names it: its serial number and state, the sensor list's words. */
  sensor: z.object({ serialNumber: z.string(), state: sensorStateSchema }).optional(),
  /** Whether the viewer may change it: shared parcels are read-only for the people they are shared with. */
  isEditable: z.boolean(),
  /** The next nights' slug risk, kept with the parcel's last forecast; null until a forecast was fetched. */
  outlook: slugOutlookSchema.nullable(),
});
export type ParcelListItem = z.infer<typeof parcelListItemSchema>;

export const parcelPageSchema = pagedSchema(parcelListItemSchema);

/** A map shows every matching parcel at once, not a page: past this many it asks for a narrower filter. */
export const PARCEL_MAP_MAX_POINTS = 5000;

/** `GET /parcels/map`: a marker per parcel, coloured by risk. */
export const parcelMapPointSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  lat: z.number(),
  long: z.number(),
  riskLevel: riskLevelSchema,
  riskWithheldSince: localDateSchema.nullable(),
});
export type ParcelMapPoint = z.infer<typeof parcelMapPointSchema>;

export const parcelMapSchema = z.object({
  points: z.array(parcelMapPointSchema),
  /** True when more parcels match than the map draws. */
  isTruncated: z.boolean(),
});
export type ParcelMap = z.infer<typeof parcelMapSchema>;
