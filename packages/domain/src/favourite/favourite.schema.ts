import { z } from 'zod';
import { cropTypeSchema, seedingTypeSchema } from '../crop/crop.schema.ts';
import { riskLabelSchema } from '../risk/risk.schema.ts';
import { sensorStateSchema, sensorUsageSchema } from '../sensor/sensor.schema.ts';

/** A postal zone of the filter, e.g. a department number or a postal-code prefix. */
export const postalZoneSchema = z.object({ value: z.string().trim().min(1, 'required') });
export type PostalZone = z.infer<typeof postalZoneSchema>;

export const FAVOURITE_SELECTION_TYPES = ['all-selected', 'some-selected'] as const;
export type FavouriteSelectionType = (typeof FAVOURITE_SELECTION_TYPES)[number];

/** Which accounts the favourite covers: every account in reach, or a non-empty list. */
export const favouriteSelectionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all-selected') }),
  z.object({
    type: z.literal('some-selected'),
    accountIds: z.array(z.uuid()).min(1, 'favourite.form.errors.accounts.required'),
  }),
]);
export type FavouriteSelection = z.infer<typeof favouriteSelectionSchema>;

const textList = z.array(z.string().trim().min(1));

/** A favourite: a named, saved filter over accounts, parcels and sensors. Empty lists mean "any". */
export const favouriteSchema = z.object({
  id: z.uuid(),
  name: z.string().trim().min(1, 'required').max(100),
  /** The favourite applied when none is in the URL or remembered as last used. */
  isFavourite: z.boolean(),
  postalZones: z.array(postalZoneSchema),
  selection: favouriteSelectionSchema,
  /** Keep only sensors linked to a parcel, and parcels linked to a sensor. */
  linkedSensorsAndParcels: z.boolean(),
  cropTypes: z.array(cropTypeSchema),
  seedingTypes: z.array(seedingTypeSchema),
  risks: z.array(riskLabelSchema),
  /** Keep only sensors with an open issue. */
  faultySensors: z.boolean(),
  sensorSerialNumbers: textList,
  sensorStates: z.array(sensorStateSchema),
  sensorUsages: z.array(sensorUsageSchema),
  tags: textList,
});
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteInputSchema = favouriteSchema.omit({ id: true });
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;
