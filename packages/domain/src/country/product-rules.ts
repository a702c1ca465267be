import { z } from 'zod';
import { type ActiveIngredient, activeIngredientSchema } from '../crop/anti-slug-product.schema.ts';
import { localDateSchema } from '../date/date.schema.ts';

/*
 * When the anti-slug products of the catalogue may be used in a country (issue 41, decision 164). The catalogue says
 * where a product is sold; a country's pack says from when and until when it may be applied there, for a whole
 * substance (metaldehyde in the UK) or for one product, and the conditions of use to show where the farmer records it.
 */

const CONDITIONS_MAX = 400;
const day = localDateSchema.nullable();

/**
 * The dates of an authorisation: from `authorisedFrom`; withdrawn (no longer sold) after `withdrawnOn`; applied up to
 * `lastUseOn`, which defaults to the withdrawal (no period of grace). Empty dates bound nothing.
 */
const datesSchema = z.object({
  authorisedFrom: day,
  withdrawnOn: day,
  lastUseOn: day,
  conditions: z.string().trim().max(CONDITIONS_MAX),
});
type Dates = z.infer<typeof datesSchema>;

const inOrder = (dates: Dates) =>
  !(dates.authorisedFrom && dates.withdrawnOn && dates.withdrawnOn < dates.authorisedFrom) &&
  !(dates.withdrawnOn && dates.lastUseOn && dates.lastUseOn < dates.withdrawnOn);
const ORDER_ISSUE = { message: 'country-packs.errors.dates-order', path: ['lastUseOn'] };

export const substanceRuleSchema = datesSchema
  .extend({ activeIngredient: activeIngredientSchema })
  .refine(inOrder, ORDER_ISSUE);
export const productRuleSchema = datesSchema
  .extend({
    slug: z.string().trim().min(1, 'required').max(60),
    /** The national authorisation's number (France's AMM in E-Phy, the UK's MAPP…), shown beside the product. */
    authorisationNumber: z.string().trim().max(40),
  })
  .refine(inOrder, ORDER_ISSUE);
export type SubstanceRule = z.infer<typeof substanceRuleSchema>;
export type ProductRule = z.infer<typeof productRuleSchema>;

/** One rule a substance, one a product: a second would leave which one holds to chance. */
const unique =
  <T>(key: (rule: T) => string, message: string) =>
  (rules: T[], context: z.RefinementCtx) => {
    const seen = new Set<string>();
    rules.forEach((rule, index) => {
      if (seen.has(key(rule))) context.addIssue({ code: 'custom', message, path: [index] });
      seen.add(key(rule));
    });
  };

/** A catalogue holds about seventy products: rules for every one of them fit. */
export const PRODUCT_RULES_MAX = 200;

export const productRulesSchema = z.object({
  substances: z
    .array(substanceRuleSchema)
    .max(activeIngredientSchema.options.length)
    .superRefine(unique((rule) => rule.activeIngredient, 'country-packs.errors.substance-repeated')),
  products: z
    .array(productRuleSchema)
    .max(PRODUCT_RULES_MAX)
    .superRefine(unique((rule) => rule.slug, 'country-packs.errors.product-repeated')),
});
export type ProductRules = z.infer<typeof productRulesSchema>;

/** The last day a rule lets a product be applied; null when none. */
const lastUseOf = (dates: Dates) => dates.lastUseOn ?? dates.withdrawnOn;

/** Why a product may not be applied on a day in the country, naming the rule and its date. */
export type ProductRefusal =
  | { rule: 'substance-ended'; activeIngredient: ActiveIngredient; since: string }
  | { rule: 'product-ended'; since: string }
  | { rule: 'product-not-yet'; from: string };

/** The day after `day` (yyyy-MM-dd), in the calendar, whatever the zone. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whether the country's rule of a substance still lets its products be applied on `on`. Undefined when it does. */
export const substanceRefusal = (
  rules: ProductRules,
  activeIngredient: ActiveIngredient,
  on: string,
): Extract<ProductRefusal, { rule: 'substance-ended' }> | undefined => {
  const substance = rules.substances.find((rule) => rule.activeIngredient === activeIngredient);
  const substanceEnd = substance && lastUseOf(substance);
  return substanceEnd && on > substanceEnd
    ? { rule: 'substance-ended', activeIngredient, since: dayAfter(substanceEnd) }
    : undefined;
};

/**
 * Whether a product of `activeIngredient` may be applied on `on` under a country's rules: the substance's rule first,
 * then the product's. Undefined when it may.
 */
export const productRefusal = (
  rules: ProductRules,
  product: { slug: string; activeIngredient: ActiveIngredient },
  on: string,
): ProductRefusal | undefined => {
  const bySubstance = substanceRefusal(rules, product.activeIngredient, on);
  if (bySubstance) return bySubstance;
  const own = rules.products.find((rule) => rule.slug === product.slug);
  if (own?.authorisedFrom && on < own.authorisedFrom) return { rule: 'product-not-yet', from: own.authorisedFrom };
  const ownEnd = own && lastUseOf(own);
  if (ownEnd && on > ownEnd) return { rule: 'product-ended', since: dayAfter(ownEnd) };
  return undefined;
};

/**
 * What a country says of a product today: withdrawn since a day (by its substance's rule or its own), its
 * authorisation number, and the conditions of use of both rules.
 */
export const productStanding = (
  rules: ProductRules,
  product: { slug: string; activeIngredient: ActiveIngredient },
  today: string,
) => {
  const substance = rules.substances.find((rule) => rule.activeIngredient === product.activeIngredient);
  const own = rules.products.find((rule) => rule.slug === product.slug);
  const withdrawals = [substance?.withdrawnOn, own?.withdrawnOn].filter(
    (withdrawal): withdrawal is string => typeof withdrawal === 'string' && withdrawal < today,
  );
  return {
    withdrawnSince: withdrawals.length > 0 ? dayAfter(withdrawals.sort()[0] as string) : null,
    authorisationNumber: own?.authorisationNumber || null,
    conditions: [substance?.conditions, own?.conditions].filter((text): text is string => Boolean(text)),
  };
};
