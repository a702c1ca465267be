import { z } from 'zod';
import type { AccessKey } from '../access/rights.ts';
import { countrySchema, postalAddressSchema, reducedPostalAddressSchema } from '../address/postal-address.schema.ts';
import { listQuerySchema, pagedSchema } from '../list/list-query.ts';

/** The account types managed from the console's account pages: /providers and /farmers. */
export const MANAGED_ACCOUNT_TYPES = ['provider', 'farmer'] as const;
export const managedAccountTypeSchema = z.enum(MANAGED_ACCOUNT_TYPES);
export type ManagedAccountType = z.infer<typeof managedAccountTypeSchema>;

/** The access key that opens each type's list and lets its accounts be changed (spec point 6). */
export const ACCOUNTS_ACCESS_KEY = {
  provider: 'providerAccounts',
  farmer: 'farmerAccounts',
} as const satisfies Record<ManagedAccountType, AccessKey>;

export const ACCOUNT_SORT_FIELDS = ['name', 'createdAt'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];

export const accountListFilterSchema = z.object({
  /** Part of the name, or the start of the SIRET or of the city, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** The postal address's country. */
  country: countrySchema.optional(),
  /** Farmers only: the provider the farms belong to. */
  providerId: z.uuid().optional(),
});
export type AccountListFilter = z.infer<typeof accountListFilterSchema>;

/** `GET /back/farmers` (and its CSV export). */
export const accountListQuerySchema = listQuerySchema(ACCOUNT_SORT_FIELDS, 'name').extend(
  accountListFilterSchema.shape,
);
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;

/** `GET /back/providers`: providers belong to no provider. */
export const providerListQuerySchema = accountListQuerySchema.omit({ providerId: true });

const accountRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type AccountRef = z.infer<typeof accountRefSchema>;

const accountSummarySchema = z.object({
  id: z.uuid(),
  type: managedAccountTypeSchema,
  name: z.string(),
  siret: z.string().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  userCount: z.number().int(),
  /** Providers: the farms they manage. */
  farmerCount: z.number().int().optional(),
  /** Farmers: their provider (null for a farm of the manufacturer's own), sensors and parcels. */
  provider: accountRefSchema.nullable().optional(),
  sensorCount: z.number().int().optional(),
  parcelCount: z.number().int().optional(),
});

/** A row of /providers or /farmers; accounts created before addresses were required may have none. */
export const accountListItemSchema = accountSummarySchema.extend({ address: reducedPostalAddressSchema.nullable() });
export type AccountListItem = z.infer<typeof accountListItemSchema>;

export const accountPageSchema = pagedSchema(accountListItemSchema);

/**
 * `GET /back/providers/{id}` and `GET /back/farmers/{id}`. The comment is an internal note of the people who manage
 * the account: it is left out for the account's own users.
 */
export const accountDetailSchema = accountSummarySchema.extend({
  postalAddress: postalAddressSchema.nullable(),
  comment: z.string().optional(),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;
