import { z } from 'zod';
import { accountTypeSchema } from '../account/account-type.ts';
import { rightsSchema } from '../access/rights.ts';

export const roleSchema = z.object({
  id: z.uuid(),
  accountType: accountTypeSchema,
  labelFr: z.string().min(1),
  startPage: z.string().min(1),
  rights: rightsSchema,
  isAdmin: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = roleSchema.omit({ id: true });
export type RoleInput = z.infer<typeof roleInputSchema>;

export const roleListFilterSchema = z.object({
  search: z.string().optional(),
  accountType: accountTypeSchema.optional(),
});
