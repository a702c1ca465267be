import { z } from 'zod';
import { ISSUE_TYPE_DEFAULTS, ISSUE_TYPES, type IssueType, issueLevelSchema } from './issue.schema.ts';

/*
 * The rules that open sensor issues, as the manufacturer's staff tune them (issue 40, decision 161): per type,
 * whether it opens at all, the level it opens with, its threshold where it has one, and the months it opens nothing.
 */

export type IssueThreshold = { unit: 'V' | '%' | 'h' | 'd'; min: number; max: number; default: number };

/** The types with a threshold, its unit, bounds and default. */
export const ISSUE_THRESHOLDS = {
  /** Below this the battery is taken as absent (the board runs on the solar input alone). */
  batterie_absente: { unit: 'V', min: 0.1, max: 5, default: 1 },
  /** Below this a 12 V lead battery cannot be trusted to finish the next acquisition cycle. */
  niveau_batterie_insuffisant: { unit: 'V', min: 10.5, max: 12.5, default: 11.5 },
  taux_remplissage_usb_eleve: { unit: '%', min: 50, max: 99, default: 90 },
  hors_service_plus_24_h: { unit: 'h', min: 2, max: 168, default: 24 },
  dispositif_perdu: { unit: 'd', min: 2, max: 90, default: 30 },
  absence_resultats: { unit: 'h', min: 6, max: 168, default: 24 },
} as const satisfies Partial<Record<IssueType, IssueThreshold>>;
export type ThresholdIssueType = keyof typeof ISSUE_THRESHOLDS;

export const hasThreshold = (type: IssueType): type is ThresholdIssueType => type in ISSUE_THRESHOLDS;

const MONTHS_MAX = 12;

const ruleSchema = (type: IssueType) => {
  const bounds: IssueThreshold | undefined = hasThreshold(type) ? ISSUE_THRESHOLDS[type] : undefined;
  return z.object({
    enabled: z.boolean(),
    level: issueLevelSchema,
    threshold: bounds ? z.number().min(bounds.min).max(bounds.max) : z.null(),
    /** Months (1–12) during which the type opens no issue, e.g. silence while sensors are in storage. */
    mutedMonths: z.array(z.int().min(1).max(MONTHS_MAX)).max(MONTHS_MAX),
  });
};

/** Every type's rule. The battery bounds keep "absent" below "low" whatever the values. */
export const issueRulesSchema = z.object(
  Object.fromEntries(ISSUE_TYPES.map((type) => [type, ruleSchema(type)])) as {
    [T in IssueType]: ReturnType<typeof ruleSchema>;
  },
);
export type IssueRule = {
  enabled: boolean;
  level: z.infer<typeof issueLevelSchema>;
  threshold: number | null;
  mutedMonths: number[];
};
export type IssueRules = Record<IssueType, IssueRule>;

/** Every type opens, at its usual level and threshold, all year. */
export const DEFAULT_ISSUE_RULES = Object.fromEntries(
  ISSUE_TYPES.map((type): [IssueType, IssueRule] => [
    type,
    {
      enabled: true,
      level: ISSUE_TYPE_DEFAULTS[type].level,
      threshold: hasThreshold(type) ? ISSUE_THRESHOLDS[type].default : null,
      mutedMonths: [],
    },
  ]),
) as IssueRules;

/** The threshold `type` opens at under `rules` (its default when none is set). */
export const thresholdOf = (rules: IssueRules, type: ThresholdIssueType): number =>
  rules[type].threshold ?? ISSUE_THRESHOLDS[type].default;

/** Whether `type` may open an issue at `at` (its month in UTC) under `rules`. */
export const opensAt = (rules: IssueRules, type: IssueType, at: Date): boolean =>
  rules[type].enabled && !rules[type].mutedMonths.includes(at.getUTCMonth() + 1);
