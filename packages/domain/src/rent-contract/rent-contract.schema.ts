import { z } from 'zod';
import { idParams } from '../api/id-params.ts';
import { localDateSchema } from '../date/date.schema.ts';
import { listQuerySchema, pagedSchema, queryArray } from '../list/list-query.ts';
import { daysBetween } from '../subscription/subscription-period.ts';
import { RENT_CONTRACT_ACTIONS, rentContractStatusSchema } from './rent-contract-status.ts';

/** Caps on one call's fan-out: the lines of one contract (each a sensor locked and moved). */
export const MAX_CONTRACT_LINES = 200;
/** The longest a rental runs before it is extended: a crop campaign and its margins. */
export const MAX_RENTAL_DAYS = 2 * 366;

const text = (max: number) => z.string().trim().max(max).optional();
const sensorIds = z
  .array(z.uuid())
  .min(1, 'rent-contracts.errors.no-sensor')
  .max(MAX_CONTRACT_LINES)
  .refine((ids) => new Set(ids).size === ids.length, 'rent-contracts.errors.duplicate-sensor');

const periodIsValid = ({ startsOn, plannedReturnOn }: { startsOn: string; plannedReturnOn: string }) =>
  plannedReturnOn >= startsOn && daysBetween(startsOn, plannedReturnOn) <= MAX_RENTAL_DAYS;
const periodError = { path: ['plannedReturnOn'], message: 'rent-contracts.errors.period' };

const termsFields = {
  sensorIds,
  startsOn: localDateSchema,
  plannedReturnOn: localDateSchema,
  externalRef: text(100),
  note: text(2000),
};

/** `POST /back/rent-contracts`: a draft between a lessor and a lessee, for the sensors it rents. */
export const rentContractInputSchema = z
  .object({ lessorAccountId: z.uuid('required'), lesseeAccountId: z.uuid('required'), ...termsFields })
  .refine(periodIsValid, periodError);
export type RentContractInput = z.infer<typeof rentContractInputSchema>;

/** `POST /back/rent-contracts/{id}`: a draft or declined contract's terms; its parties stay. */
export const rentContractUpdateSchema = z.object(termsFields).refine(periodIsValid, periodError);
export type RentContractUpdate = z.infer<typeof rentContractUpdateSchema>;

/**
 * `POST /back/rent-contracts/{id}/extend`: a successor contract for the sensors still out, from the day after the
 * planned return to a later one, sent to the lessee at once.
 */
export const extensionSchema = z.object({ plannedReturnOn: localDateSchema, note: text(2000) });
export type Extension = z.infer<typeof extensionSchema>;

export const declineSchema = z.object({ reason: z.string().trim().min(1, 'required').max(1000) });
export type Decline = z.infer<typeof declineSchema>;

export const RETURN_CONDITIONS = ['good', 'worn', 'damaged', 'missing'] as const;
export const returnConditionSchema = z.enum(RETURN_CONDITIONS);
export type ReturnCondition = z.infer<typeof returnConditionSchema>;

const lineSensorIds = z
  .array(z.uuid())
  .min(1, 'rent-contracts.errors.no-sensor')
  .max(MAX_CONTRACT_LINES)
  .refine((ids) => new Set(ids).size === ids.length, 'rent-contracts.errors.duplicate-sensor');

/** `POST /back/rent-contracts/{id}/return`: sensors back with the lessor, in the condition it found them. */
export const lineReturnSchema = z.object({ sensorIds: lineSensorIds, condition: returnConditionSchema });
export type LineReturn = z.infer<typeof lineReturnSchema>;

/** `POST /back/rent-contracts/{id}/convert`: the lessee buys these rented sensors; they leave the contract sold. */
export const lineConversionSchema = z.object({ sensorIds: lineSensorIds });
export type LineConversion = z.infer<typeof lineConversionSchema>;

/** A contract's receipts: the sensors handed over to the lessee, and those it gave back. */
export const RECEIPT_KINDS = ['handover', 'return'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
export const receiptParams = idParams.extend({ kind: z.enum(RECEIPT_KINDS) });

export const RENT_CONTRACT_SORT_FIELDS = ['plannedReturnOn', 'startsOn', 'number', 'lessee'] as const;

export const rentContractListQuerySchema = listQuerySchema(RENT_CONTRACT_SORT_FIELDS, 'plannedReturnOn').extend({
  status: queryArray(rentContractStatusSchema),
  lessorAccountId: z.uuid().optional(),
  lesseeAccountId: z.uuid().optional(),
  /** Either party: an account's contracts tab, as lessor and as lessee. */
  accountId: z.uuid().optional(),
  sensorId: z.uuid().optional(),
  /** The number or the external reference. */
  search: z.string().trim().max(100).optional(),
  /** The caller's saved territory: contracts renting one of its sensors (spec point 4). */
  favouriteId: z.uuid().optional(),
});
export type RentContractListQuery = z.infer<typeof rentContractListQuerySchema>;

/** `GET /back/rent-contracts/mine`: the caller's account's contracts as lessee. */
export const myRentContractListQuerySchema = listQuerySchema(RENT_CONTRACT_SORT_FIELDS, 'plannedReturnOn').extend({
  status: queryArray(rentContractStatusSchema),
});

const named = z.object({ id: z.uuid(), name: z.string() });

export const rentContractListItemSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  lessor: named,
  lessee: named,
  /** The lessee's account area, where the contract's page stands: a provider, or a farm. */
  lesseeType: z.enum(['provider', 'farmer']),
  startsOn: localDateSchema,
  plannedReturnOn: localDateSchema,
  status: rentContractStatusSchema,
  externalRef: z.string().optional(),
  /** Sensors still with the lessee (or to hand over), and all the contract ever rented. */
  openLineCount: z.number().int(),
  lineCount: z.number().int(),
});
export type RentContractListItem = z.infer<typeof rentContractListItemSchema>;
export const rentContractPageSchema = pagedSchema(rentContractListItemSchema);

export const RENT_CONTRACT_EVENT_KINDS = [
  'created',
  'updated',
  'sent',
  'validated',
  'declined',
  'cancelled',
  'installed',
  'returned',
  /** A faulty sensor swapped in the field: its line passed to the replacement (decision 148). */
  'replaced',
  'converted',
  'extended',
  'closed',
] as const;
export const rentContractEventKindSchema = z.enum(RENT_CONTRACT_EVENT_KINDS);
export type RentContractEventKind = z.infer<typeof rentContractEventKindSchema>;

export const rentContractLineSchema = z.object({
  id: z.uuid(),
  sensor: z.object({ id: z.uuid(), serialNumber: z.string() }),
  /** The day the lessee took the sensor: its validation, or the first day when later. */
  handedOverOn: localDateSchema.optional(),
  returnedOn: localDateSchema.optional(),
  returnCondition: returnConditionSchema.optional(),
  /** The day the lessee bought the sensor: the line ended in a sale. */
  convertedOn: localDateSchema.optional(),
  /** The day an extension took the line over: the sensor stayed with the lessee under the successor. */
  extendedOn: localDateSchema.optional(),
  /** The day its sensor first reported from a parcel of the lessee since the handover (decision 137). */
  installedOn: localDateSchema.optional(),
  /** Handed over a week ago or more and silent on the lessee's parcels since. */
  isNotInstalled: z.boolean(),
  /** Its parcel's crops are past their sensitive window, and no other parcel of the lessee needs a sensor. */
  isReadyForReturn: z.boolean(),
});
export type RentContractLine = z.infer<typeof rentContractLineSchema>;

const contractLink = z.object({ id: z.uuid(), number: z.string(), status: rentContractStatusSchema });

export const rentContractSchema = rentContractListItemSchema.extend({
  note: z.string().optional(),
  /** The contract this one extends, and the one extending it (waiting for validation, or since validated). */
  predecessor: contractLink.optional(),
  successor: contractLink.optional(),
  /** The rent terms version the lessee accepted, or the one it accepts by validating; its PDF is `terms`. */
  termsVersion: z.string().optional(),
  /** Why the lessee declined it last, while it waits to be edited and sent again. */
  declineReason: z.string().optional(),
  validation: z.object({ at: z.string(), by: z.string(), address: z.string().optional() }).optional(),
  lines: z.array(rentContractLineSchema),
  events: z.array(
    z.object({
      at: z.string(),
      kind: rentContractEventKindSchema,
      by: z.string().optional(),
      detail: z.string().optional(),
    }),
  ),
  /** What the caller may do to it now, by its side and the status. */
  actions: z.array(z.enum(RENT_CONTRACT_ACTIONS)),
});
export type RentContract = z.infer<typeof rentContractSchema>;

/** The most contracts one redeployment list reads: a lessor's whole season, nearest planned returns first. */
export const MAX_REDEPLOYABLE_CONTRACTS = 200;

/** `GET /back/rent-contracts/redeployable`: a lessor's rented sensors whose lessee no longer needs them. */
export const redeployableQuerySchema = z.object({ lessorAccountId: z.uuid() });

export const redeployableSensorSchema = z.object({
  contract: rentContractListItemSchema.pick({ id: true, number: true, lessee: true, lesseeType: true }),
  sensor: z.object({ id: z.uuid(), serialNumber: z.string() }),
  plannedReturnOn: localDateSchema,
});
export type RedeployableSensor = z.infer<typeof redeployableSensorSchema>;
export const redeployableListSchema = z.object({ items: z.array(redeployableSensorSchema) });
