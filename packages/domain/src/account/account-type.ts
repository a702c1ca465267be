import { z } from 'zod';

export const ACCOUNT_TYPES = ['desangosse', 'provider', 'farmer', 'anonymous'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;
