import { z } from 'zod';
import { COUNTRIES, countrySchema } from '../address/postal-address.schema.ts';

export const PLAN_KINDS = ['campaign', 'duration'] as const;
export const planKindSchema = z.enum(PLAN_KINDS);
export type PlanKind = z.infer<typeof planKindSchema>;

export const DEFAULT_GRACE_DAYS = 14;
/** Bounds that keep a plan's periods inside what a contract would say, and its dates inside the calendar. */
export const MAX_GRACE_DAYS = 180;
export const MAX_DURATION_MONTHS = 60;

const label = z.string().trim().min(1, 'required').max(100);

/** A plan, as staff define it (`POST /back/subscription-plans`): what the ERP sells, named in the four languages. */
export const subscriptionPlanInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'required')
      .max(30)
      .regex(/^[A-Z0-9][A-Z0-9_-]*$/, 'subscriptions.plan-errors.code'),
    labels: z.object({ fr: label, en: label, de: label, es: label }),
    countries: z
      .array(countrySchema)
      .min(1, 'subscriptions.plan-errors.countries')
      .max(COUNTRIES.length)
      .refine((countries) => new Set(countries).size === countries.length, 'subscriptions.plan-errors.countries'),
    kind: planKindSchema,
    durationMonths: z.number().int().min(1).max(MAX_DURATION_MONTHS).optional(),
    graceDays: z.number().int().min(0).max(MAX_GRACE_DAYS),
    autoRenew: z.boolean(),
    active: z.boolean(),
  })
  .refine((plan) => plan.kind === 'campaign' || plan.durationMonths !== undefined, {
    path: ['durationMonths'],
    message: 'required',
  })
  // A campaign's length comes from the crop year, never from months.
  .transform((plan) => (plan.kind === 'campaign' ? { ...plan, durationMonths: undefined } : plan));
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanInputSchema>;

export const subscriptionPlanSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  labels: z.object({ fr: z.string(), en: z.string(), de: z.string(), es: z.string() }),
  countries: z.array(countrySchema),
  kind: planKindSchema,
  durationMonths: z.number().int().optional(),
  graceDays: z.number().int(),
  autoRenew: z.boolean(),
  active: z.boolean(),
  /** How many subscriptions use it: a plan in use is deactivated, never deleted. */
  subscriptionCount: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;
