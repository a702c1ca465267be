import { z } from 'zod';
import { ISSUE_TYPE_DEFAULTS, ISSUE_TYPES, type IssueType, issueLevelSchema } from './issue.schema.ts';

/*
 * The rules that open sensor issues, as the manufacturer's staff tune them (issue 40, decisions 161 and 162): per
 * type, whether it opens at all, the level it opens with, its threshold where it has one, how long its condition must
 * last before it opens (debounce) and how clearly it must end before it closes (hysteresis), how often an issue still
 * open is announced again, and the months it opens nothing.
 */

/** Issue types that follow from the readings themselves; time-based ones (24 h silence…) run as jobs. */
export const READING_ISSUE_TYPES = [
  'ouverture_couvercle',
  'ouverture_trappe',
  'mode_vol',
  'batterie_absente',
  'niveau_batterie_insuffisant',
  'renversement',
  'absence_station_meteo',
  'erreur_module_gps',
  'taux_remplissage_usb_eleve',
  'echec_copie_usb',
  'echec_mise_jour',
  'echec_capture_image',
  'echec_traitement_image',
  'alimentation_absente',
] as const satisfies readonly IssueType[];
export type ReadingIssueType = (typeof READING_ISSUE_TYPES)[number];

export const isReadingIssueType = (type: IssueType): type is ReadingIssueType =>
  (READING_ISSUE_TYPES as readonly IssueType[]).includes(type);

/** `below`: the condition holds under the threshold (battery); `above`: from it (USB fill). */
export type IssueThreshold = {
  unit: 'V' | '%' | 'h' | 'd';
  min: number;
  max: number;
  default: number;
  side?: 'below' | 'above';
};

/** The types with a threshold, its unit, bounds and default; those read on each capture say on which side. */
export const ISSUE_THRESHOLDS = {
  /** Below this the battery is taken as absent (the board runs on the solar input alone). */
  batterie_absente: { unit: 'V', min: 0.1, max: 5, default: 1, side: 'below' },
  /** Below this a 12 V lead battery cannot be trusted to finish the next acquisition cycle. */
  niveau_batterie_insuffisant: { unit: 'V', min: 10.5, max: 12.5, default: 11.5, side: 'below' },
  taux_remplissage_usb_eleve: { unit: '%', min: 50, max: 99, default: 90, side: 'above' },
  hors_service_plus_24_h: { unit: 'h', min: 2, max: 168, default: 24 },
  dispositif_perdu: { unit: 'd', min: 2, max: 90, default: 30 },
  absence_resultats: { unit: 'h', min: 6, max: 168, default: 24 },
  /**
   * A partner station (Sencrop, Weenat) silent this long opens the issue on the traps that use it, checked after each
   * sync (decision 176); a trap's own weather module is judged capture by capture.
   */
  absence_station_meteo: { unit: 'h', min: 6, max: 168, default: 48 },
} as const satisfies Partial<Record<IssueType, IssueThreshold>>;
export type ThresholdIssueType = keyof typeof ISSUE_THRESHOLDS;

export const hasThreshold = (type: IssueType): type is ThresholdIssueType => type in ISSUE_THRESHOLDS;

/** The types whose threshold a capture is measured against, which may close at another value (hysteresis). */
export type ClearThresholdIssueType = {
  [T in ThresholdIssueType]: (typeof ISSUE_THRESHOLDS)[T] extends { side: string } ? T : never;
}[ThresholdIssueType];
export const hasClearThreshold = (type: IssueType): type is ClearThresholdIssueType =>
  hasThreshold(type) && 'side' in ISSUE_THRESHOLDS[type];

const MONTHS_MAX = 12;
/** Consecutive captures a condition must last to open, or be gone to close: captures come about hourly. */
export const RULE_READINGS_MAX = 24;
/** A day: longer than that a debounce hides a fault the farmer should already hear of. */
export const DEBOUNCE_MINUTES_MAX = 1440;
/** A month between reminders; 0 sends none. */
export const REMINDER_DAYS_MAX = 30;

const readingsSchema = z.int().min(1).max(RULE_READINGS_MAX);

const ruleSchema = (type: IssueType) => {
  const bounds: IssueThreshold | undefined = hasThreshold(type) ? ISSUE_THRESHOLDS[type] : undefined;
  const fromReadings = isReadingIssueType(type);
  return z
    .object({
      enabled: z.boolean(),
      level: issueLevelSchema,
      threshold: bounds ? z.number().min(bounds.min).max(bounds.max) : z.null(),
      /** Open once the condition has lasted this many consecutive captures and this many minutes. */
      debounceReadings: fromReadings ? readingsSchema : z.literal(1),
      debounceMinutes: fromReadings ? z.int().min(0).max(DEBOUNCE_MINUTES_MAX) : z.literal(0),
      /** Close once this many consecutive captures are past `clearThreshold` (the threshold itself when null). */
      clearReadings: fromReadings ? readingsSchema : z.literal(1),
      clearThreshold: bounds && 'side' in bounds ? z.number().min(bounds.min).max(bounds.max).nullable() : z.null(),
      /** Announce an issue still open again every this many days. */
      reminderDays: z.int().min(0).max(REMINDER_DAYS_MAX),
      /** Months (1–12) during which the type opens no issue, e.g. silence while sensors are in storage. */
      mutedMonths: z.array(z.int().min(1).max(MONTHS_MAX)).max(MONTHS_MAX),
    })
    .refine(
      (rule) =>
        rule.clearThreshold === null ||
        rule.threshold === null ||
        (bounds?.side === 'below' ? rule.clearThreshold >= rule.threshold : rule.clearThreshold <= rule.threshold),
      { path: ['clearThreshold'], message: `issue-rules.errors.clear-${bounds?.side ?? 'below'}` },
    );
};

/** Every type's rule. */
export const issueRulesSchema = z.object(
  Object.fromEntries(ISSUE_TYPES.map((type) => [type, ruleSchema(type)])) as {
    [T in IssueType]: ReturnType<typeof ruleSchema>;
  },
);
export type IssueRule = {
  enabled: boolean;
  level: z.infer<typeof issueLevelSchema>;
  threshold: number | null;
  debounceReadings: number;
  debounceMinutes: number;
  clearReadings: number;
  clearThreshold: number | null;
  reminderDays: number;
  mutedMonths: number[];
};
export type IssueRules = Record<IssueType, IssueRule>;

/** Every type opens at once, at its usual level and threshold, all year; closes at once; is announced once. */
export const DEFAULT_ISSUE_RULES = Object.fromEntries(
  ISSUE_TYPES.map((type): [IssueType, IssueRule] => [
    type,
    {
      enabled: true,
      level: ISSUE_TYPE_DEFAULTS[type].level,
      threshold: hasThreshold(type) ? ISSUE_THRESHOLDS[type].default : null,
      debounceReadings: 1,
      debounceMinutes: 0,
      clearReadings: 1,
      clearThreshold: null,
      reminderDays: 0,
      mutedMonths: [],
    },
  ]),
) as IssueRules;

/** The value past which a capture ends an open issue of `type`: its clear threshold, else its threshold. */
export const clearThresholdOf = (rules: IssueRules, type: ClearThresholdIssueType): number =>
  rules[type].clearThreshold ?? thresholdOf(rules, type);

/** The threshold `type` opens at under `rules` (its default when none is set). */
export const thresholdOf = (rules: IssueRules, type: ThresholdIssueType): number =>
  rules[type].threshold ?? ISSUE_THRESHOLDS[type].default;

/** Which half of the world a sensor's country lies in: its seasons, hence its muted months, follow. */
export type Hemisphere = 'north' | 'south';

/**
 * The month of the northern season `at` falls in (its month in UTC): muted months are written for the northern
 * hemisphere, and the same season comes six months later south of the equator (decision 167).
 */
export const seasonalMonth = (at: Date, hemisphere: Hemisphere): number =>
  ((at.getUTCMonth() + (hemisphere === 'south' ? 6 : 0)) % 12) + 1;

/** Whether `type` may open an issue at `at` under `rules`, for a sensor in `hemisphere`. */
export const opensAt = (rules: IssueRules, type: IssueType, at: Date, hemisphere: Hemisphere = 'north'): boolean =>
  rules[type].enabled && !rules[type].mutedMonths.includes(seasonalMonth(at, hemisphere));
