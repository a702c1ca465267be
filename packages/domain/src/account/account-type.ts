import { z } from 'zod';

export const ACCOUNT_TYPES = ['desangosse', 'provider', 'farmer', 'anonymous'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** Manufacturer staff: the account type that sees every tenant. */
export const isManufacturer = (accountType: AccountType): boolean => accountType === 'desangosse';
