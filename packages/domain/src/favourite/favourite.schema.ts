import { z } from 'zod';
import { countrySchema } from '../address/postal-address.schema.ts';
import { accountTypeSchema } from '../account/account-type.ts';
import { cropTypeSchema, seedingTypeSchema } from '../crop/crop.schema.ts';
import { listQuerySchema, pagedSchema } from '../list/list-query.ts';
import { riskLabelSchema } from '../risk/risk.schema.ts';
import { sensorStateSchema, sensorUsageSchema } from '../sensor/sensor.schema.ts';

/** Caps on what one favourite lists, so that a saved territory stays a query PostgreSQL plans in a moment. */
export const FAVOURITE_MAX_POSTAL_ZONES = 200;
export const FAVOURITE_MAX_ACCOUNTS = 1000;
export const FAVOURITE_MAX_SERIAL_NUMBERS = 500;
export const FAVOURITE_MAX_TAGS = 50;

/**
 * A postal zone of the territory: the start of a postcode (a French département `47`, a town `47300`, a British
 * district `SW1`), in one country or, without one, in any. Letters and digits only; spaces are ignored.
 */
export const postalZoneSchema = z.object({
  value: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .min(1, 'required')
        .max(10)
        .regex(/^[0-9A-Z]+$/, 'favourite.form.errors.postal-zone'),
    ),
  country: countrySchema.optional(),
});
export type PostalZone = z.infer<typeof postalZoneSchema>;

export const FAVOURITE_SELECTION_TYPES = ['all-selected', 'some-selected'] as const;
export type FavouriteSelectionType = (typeof FAVOURITE_SELECTION_TYPES)[number];

/** Which accounts the favourite covers: every account in reach, or a non-empty list. */
export const favouriteSelectionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('all-selected') }),
  z.object({
    type: z.literal('some-selected'),
    accountIds: z.array(z.uuid()).min(1, 'favourite.form.errors.accounts.required').max(FAVOURITE_MAX_ACCOUNTS),
  }),
]);
export type FavouriteSelection = z.infer<typeof favouriteSelectionSchema>;

const textList = (max: number) => z.array(z.string().trim().min(1).max(50)).max(max);

/**
 * What a favourite reaches: postal zones, accounts, and the advanced criteria. Empty lists and false flags mean no
 * constraint. It only ever narrows the caller's own scope.
 */
export const territorySchema = z.object({
  postalZones: z.array(postalZoneSchema).max(FAVOURITE_MAX_POSTAL_ZONES),
  selection: favouriteSelectionSchema,
  /** Keep only sensors linked to a parcel, and parcels linked to a sensor. */
  linkedSensorsAndParcels: z.boolean(),
  cropTypes: z.array(cropTypeSchema),
  seedingTypes: z.array(seedingTypeSchema),
  /** The parcels' risk levels; `nc` is a sensor with no parcel, hence no level. */
  risks: z.array(riskLabelSchema),
  /** Keep only sensors with an open issue. */
  faultySensors: z.boolean(),
  sensorSerialNumbers: textList(FAVOURITE_MAX_SERIAL_NUMBERS),
  sensorStates: z.array(sensorStateSchema),
  sensorUsages: z.array(sensorUsageSchema),
  tags: textList(FAVOURITE_MAX_TAGS),
});
export type Territory = z.infer<typeof territorySchema>;

/** A territory with no constraint: everything in the caller's scope. */
export const EVERYTHING: Territory = {
  postalZones: [],
  selection: { type: 'all-selected' },
  linkedSensorsAndParcels: false,
  cropTypes: [],
  seedingTypes: [],
  risks: [],
  faultySensors: false,
  sensorSerialNumbers: [],
  sensorStates: [],
  sensorUsages: [],
  tags: [],
};

/** A favourite: a named, saved territory (spec point 3). */
export const favouriteInputSchema = territorySchema.extend({
  name: z.string().trim().min(1, 'required').max(100),
  /** The favourite applied when none is in the URL or remembered as last used; at most one per user. */
  isFavourite: z.boolean(),
  /** Notify the owner when a parcel in it turns high risk or a sensor in it gets a blocking issue. */
  isWatched: z.boolean().default(false),
});
export type FavouriteInput = z.input<typeof favouriteInputSchema>;

export const favouriteSchema = favouriteInputSchema.extend({ id: z.uuid() });
export type Favourite = z.infer<typeof favouriteSchema>;

/** What a territory reaches in the caller's scope now. */
export const coverageSchema = z.object({ parcels: z.number().int(), sensors: z.number().int() });
export type Coverage = z.infer<typeof coverageSchema>;

export const favouriteListItemSchema = favouriteSchema.extend({ coverage: coverageSchema });
export type FavouriteListItem = z.infer<typeof favouriteListItemSchema>;

export const FAVOURITE_SORT_FIELDS = ['name', 'createdAt'] as const;
export const favouriteListQuerySchema = listQuerySchema(FAVOURITE_SORT_FIELDS, 'name').extend({
  search: z.string().trim().max(100).optional(),
});
export type FavouriteListQuery = z.infer<typeof favouriteListQuerySchema>;
export const favouritePageSchema = pagedSchema(favouriteListItemSchema);

/** A referential call's text search and how many answers it returns at most. */
const REFERENTIAL_LIMIT = 100;
const referentialSearch = { search: z.string().trim().max(100).optional() };

/** `POST /favourites/referential/accounts`: the accounts in scope the zones reach, for the accounts step. */
export const accountReferentialInputSchema = territorySchema
  .pick({ postalZones: true })
  .partial()
  .extend(referentialSearch);
export const referentialAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: accountTypeSchema,
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
});
export type ReferentialAccount = z.infer<typeof referentialAccountSchema>;
export const accountReferentialSchema = z.object({
  items: z.array(referentialAccountSchema).max(REFERENTIAL_LIMIT),
  total: z.number().int(),
});

/** `POST /favourites/referential/sensors`: the sensors the territory being edited reaches. */
export const sensorReferentialInputSchema = territorySchema.partial().extend(referentialSearch);
export const sensorReferentialSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), serialNumber: z.string() })).max(REFERENTIAL_LIMIT),
  total: z.number().int(),
});

/** `POST /favourites/referential/tags`: the tags of the sensors the territory reaches. */
export const tagReferentialInputSchema = territorySchema.partial();

export const FAVOURITE_REFERENTIAL_LIMIT = REFERENTIAL_LIMIT;

/** Onboarding's proposal: the postal zones that hold most of the caller's parcels and sensors. */
export const territoryProposalSchema = z.object({ postalZones: z.array(postalZoneSchema), coverage: coverageSchema });
export type TerritoryProposal = z.infer<typeof territoryProposalSchema>;
