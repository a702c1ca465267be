import { z } from 'zod';
import { reducedPostalAddressSchema } from '../address/postal-address.schema.ts';
import { cropInputSchema } from '../crop/crop.schema.ts';
import { gpsLocationSchema } from '../geo/gps-location.schema.ts';
import { realSchema } from '../storage/storage-bounds.ts';

export const SOIL_TYPES = [
  'argileux',
  'limono-argileux',
  'argilo-calcaire',
  'limoneux',
  'sablo-limoneux',
  'sableux',
  'argilo-sableux',
] as const;
export const soilTypeSchema = z.enum(SOIL_TYPES);
export type SoilType = z.infer<typeof soilTypeSchema>;

/** Who may see a parcel besides its account: nobody, everyone, listed e-mails, or listed accounts. */
export const SHARING_MODES = ['private', 'public', 'targeted', 'targeted_account'] as const;
export const sharingModeSchema = z.enum(SHARING_MODES);
export type SharingMode = z.infer<typeof sharingModeSchema>;

export const ACTIVITY_LEVELS = ['low', 'medium', 'high'] as const;
export const activityLevelSchema = z.enum(ACTIVITY_LEVELS);
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

export const sharedAccountSchema = z.object({ accountId: z.uuid(), accountName: z.string() });
export type SharedAccount = z.infer<typeof sharedAccountSchema>;

const comment = z.string().trim().max(2000).optional();

/** Surface of the parcel; optional, but a given size must be above zero. */
export const parcelSizeSchema = realSchema().positive('parcel.form.errors.size.positive');

export const parcelSchema = z.object({
  id: z.uuid(),
  label: z.string().trim().min(1, 'required').max(100),
  // A missing soil type is a field left empty in the form.
  soilType: z.enum(SOIL_TYPES, { error: (issue) => (issue.input === undefined ? 'required' : undefined) }),
  accountId: z.uuid(),
  address: reducedPostalAddressSchema,
  gpsLocation: gpsLocationSchema,
  /** Comment written by manufacturer staff. */
  dsComment: comment,
  /** Comment written by the parcel's account. */
  customerComment: comment,
  sensorId: z.uuid().optional(),
  sharingMode: z.array(sharingModeSchema),
  sharedEmails: z.array(z.email()),
  sharedAccounts: z.array(sharedAccountSchema),
  size: parcelSizeSchema.optional(),
});
export type Parcel = z.infer<typeof parcelSchema>;

/**
 * Editing a parcel sends one `comment`: the server stores it as `dsComment` for manufacturer staff and
 * as `customerComment` for anyone else, so neither side can overwrite the other's note.
 */
export const updateParcelInputSchema = parcelSchema
  .pick({ label: true, soilType: true, address: true, gpsLocation: true, size: true })
  .extend({ comment });
export type UpdateParcelInput = z.infer<typeof updateParcelInputSchema>;

/**
 * A new parcel's own fields: the update's, and `accountId` for staff and providers creating on behalf of an
 * account (else the caller's own). The first step of the creation flow validates with it.
 */
export const parcelInfoInputSchema = updateParcelInputSchema.extend({ accountId: z.uuid().optional() });
export type ParcelInfoInput = z.infer<typeof parcelInfoInputSchema>;

/**
 * `POST /back/parcels`. The creation flow sends the season's crop and the sensor with the parcel, so the three
 * are stored together or not at all.
 */
export const createParcelInputSchema = parcelInfoInputSchema.extend({
  crop: cropInputSchema.optional(),
  sensorId: z.uuid().optional(),
});
export type CreateParcelInput = z.infer<typeof createParcelInputSchema>;

/** Share parcels with people by e-mail. */
/**
 * Addresses one sharing may name: each gets an e-mail, so a request is a bounded fan-out. The server also caps the
 * addresses an account mails in a day (decision 078).
 */
export const MAX_SHARED_EMAILS = 50;
export const TOO_MANY_SHARED_EMAILS_MESSAGE = 'parcel.sharing.errors.too-many-emails';

export const sharingRequestSchema = z.object({
  parcelIds: z.array(z.uuid()).min(1, 'required'),
  emails: z
    .array(z.email('errors.email-format'))
    .min(1, 'required')
    .max(MAX_SHARED_EMAILS, TOO_MANY_SHARED_EMAILS_MESSAGE),
});
export type SharingRequest = z.infer<typeof sharingRequestSchema>;

/** Links a sensor to a parcel ("affectation"). */
export const affectationLinkSchema = z.object({ parcelId: z.uuid(), sensorId: z.uuid() });
export type AffectationLink = z.infer<typeof affectationLinkSchema>;

/** Why an affectation is refused (spec point 4); a 409 whose `message` and `data.error` carry the code. */
export const AFFECTATION_ERROR_CODES = [
  'already-linked',
  'not-owned',
  'affectation-forbidden',
  'rent-contract-not-validated',
  'subscription-error',
] as const;

/**
 * Why taking off, moving or swapping a parcel's sensor is refused (decision 133): a move places the sensor, so the
 * affectation's codes, and the console's own two.
 */
export const PLACEMENT_ERROR_CODES = [...AFFECTATION_ERROR_CODES, 'no-sensor', 'other-account'] as const;
export const placementErrorCodeSchema = z.enum(PLACEMENT_ERROR_CODES);
export type PlacementErrorCode = z.infer<typeof placementErrorCodeSchema>;

/** The body of `POST /back/parcels/{id}/sensor`. */
export const affectSensorInputSchema = affectationLinkSchema.pick({ sensorId: true });
export type AffectSensorInput = z.infer<typeof affectSensorInputSchema>;

/** The body of `POST /back/parcels/{id}/sensor/move`: the parcel of the same account the sensor moves to. */
export const moveSensorInputSchema = affectationLinkSchema.pick({ parcelId: true });
export type MoveSensorInput = z.infer<typeof moveSensorInputSchema>;

/** A sensor that served the parcel, from when it was placed until it left (absent while it is still there). */
export const sensorPlacementSchema = z.object({
  sensor: z.object({ id: z.uuid(), serialNumber: z.string() }),
  placedAt: z.iso.datetime({ offset: true }),
  removedAt: z.iso.datetime({ offset: true }).optional(),
});
export type SensorPlacement = z.infer<typeof sensorPlacementSchema>;
