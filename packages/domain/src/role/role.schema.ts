import { z } from 'zod';
import { accountTypeSchema } from '../account/account-type.ts';
import { rightsSchema } from '../access/rights.ts';
import { languageSchema } from '../i18n/languages.ts';
import { listQuerySchema, pagedSchema } from '../list/list-query.ts';
import { roleRuleIssues } from './role-rules.ts';

export const ROLE_LABEL_MAX_LENGTH = 100;

/**
 * A role's name in another language than French: empty or null, the French name shows instead (decision 105); left
 * out of an update, the saved one stays.
 */
const translatedLabelSchema = z
  .string()
  .trim()
  .max(ROLE_LABEL_MAX_LENGTH, 'too-long')
  .transform((label) => label || null)
  .nullable()
  .optional();

/** The role's name in each interface language; the French one is the role's reference name (spec point 3). */
export const roleLabelsSchema = z.object({
  labelFr: z.string().trim().min(1, 'required').max(ROLE_LABEL_MAX_LENGTH, 'too-long'),
  labelEn: translatedLabelSchema,
  labelDe: translatedLabelSchema,
  labelEs: translatedLabelSchema,
});
export type RoleLabels = z.infer<typeof roleLabelsSchema>;

/** The role's own fields (spec point 3), without the rules that tie them together. */
const roleFieldsSchema = z.object({
  accountType: accountTypeSchema,
  ...roleLabelsSchema.shape,
  startPage: z.string().min(1, 'required'),
  rights: rightsSchema,
  isAdmin: z.boolean(),
});

export const roleSchema = roleFieldsSchema.extend({ id: z.uuid() });
export type Role = z.infer<typeof roleSchema>;

/**
 * The role body of `POST /back/roles` and `POST /back/roles/{id}`, and of the role form (spec point 5): a known
 * account type, rights from the right enum for all 15 keys, no right above no-access on a key the account type may not
 * hold, and a start page the role's users can open.
 */
export const roleInputSchema = roleFieldsSchema.superRefine((role, context) => {
  for (const issue of roleRuleIssues(role)) context.addIssue({ code: 'custom', ...issue });
});
export type RoleInput = z.infer<typeof roleInputSchema>;

/** A role as lists and the detail page show it: with how many users hold it. */
export const roleListItemSchema = roleSchema.extend({ userCount: z.number().int() });
export type RoleListItem = z.infer<typeof roleListItemSchema>;

export const ROLE_SORT_FIELDS = ['labelFr', 'accountType'] as const;
export type RoleSortField = (typeof ROLE_SORT_FIELDS)[number];

export const roleListFilterSchema = z.object({
  /** Part of the label, case-insensitive. */
  search: z.string().trim().max(ROLE_LABEL_MAX_LENGTH).optional(),
  accountType: accountTypeSchema.optional(),
});
export type RoleListFilter = z.infer<typeof roleListFilterSchema>;

export const roleListQuerySchema = listQuerySchema(ROLE_SORT_FIELDS, 'labelFr').extend({
  ...roleListFilterSchema.shape,
  /** The reader's language: labels sort by their name in it, or the French one where a role has none in it. */
  language: languageSchema.optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

export const rolePageSchema = pagedSchema(roleListItemSchema);

/** A role to pick for a user: `GET /back/roles/options?account_type=`. */
export const roleOptionSchema = roleSchema.pick({
  id: true,
  accountType: true,
  labelFr: true,
  labelEn: true,
  labelDe: true,
  labelEs: true,
  isAdmin: true,
});
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const roleOptionsQuerySchema = z.object({ accountType: accountTypeSchema.optional() });
export type RoleOptionsQuery = z.infer<typeof roleOptionsQuerySchema>;
