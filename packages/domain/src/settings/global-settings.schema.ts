import { z } from 'zod';
import { supportDocumentsSchema, documentUrlTemplateSchema } from '../config/support-documents.ts';
import { dateTimeSchema } from '../date/date.schema.ts';
import { listQuerySchema, pagedSchema, SORT_ORDERS } from '../list/list-query.ts';
import { issueRulesSchema } from '../issue/issue-rule-settings.ts';
import { riskSettingsSchema } from '../risk/risk-model.ts';
import { countryPackSchema } from '../country/country-pack.ts';

/*
 * The settings the manufacturer's staff tune without a release (decision 160), one key a group. Each change is a
 * version: who, when, why, the value before and after.
 */

const URL_MAX = 500;

/** What every user sees of the product: public settings, read by the sign-in page. */
export const productSettingsSchema = z.object({
  appTitle: z.string().trim().min(1).max(60),
  supportLink: z.url({ protocol: /^https?$/ }).max(URL_MAX),
  antiSlugProductUrl: documentUrlTemplateSchema.pipe(z.string().max(URL_MAX)),
  supportDocuments: supportDocumentsSchema,
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;

/** The sender of every e-mail. A name with a quote, angle bracket or line break would change the header. */
export const mailSettingsSchema = z.object({
  senderName: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .regex(/^[^"<>\r\n]+$/, 'settings.errors.sender-name'),
  senderAddress: z.email().max(254),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/**
 * Sign-in and sessions, within what OWASP ASVS 5.0 level 2 allows: short-lived access tokens, a session that
 * ends within 30 days, lockouts that stop guessing without locking a user out for long, and single-use links that
 * expire (a password reset within a day).
 */
export const sessionSettingsSchema = z.object({
  accessTokenSeconds: z.int().min(60).max(3_600),
  refreshTokenDays: z.int().min(1).max(30),
  failuresBeforeLock: z.int().min(3).max(10),
  lockMinutes: z.int().min(5).max(60),
  attemptsPerIpPerMinute: z.int().min(10).max(1_000),
  activationLinkHours: z
    .int()
    .min(1)
    .max(7 * 24),
  passwordResetLinkHours: z.int().min(1).max(24),
});
export type SessionSettings = z.infer<typeof sessionSettingsSchema>;

/** Who must sign in in two steps (decision 184): the manufacturer's staff, who can change every account's rules. */
export const securitySettingsSchema = z.object({ mfaRequiredForStaff: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/**
 * How long the data that only grows is kept, in days: the sensors' raw readings (at least a season and a half: the
 * charts and the rules' previews read them), the notifications, and the sign-ins and exports the metrics count (more
 * than a year, so a year's comparison stays whole), and the traps' photos, full size and as thumbnails.
 */
export const retentionSettingsSchema = z.object({
  readingsDays: z.int().min(180).max(3_650),
  notificationsDays: z.int().min(30).max(3_650),
  usageEventsDays: z.int().min(400).max(3_650),
  /** The traps' full photos (decision 178): the costly part, kept for a season's reviews. */
  imagesDays: z.int().min(30).max(3_650),
  /** Their thumbnails, small enough to keep beside the counts. */
  thumbnailsDays: z.int().min(180).max(3_650),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const GLOBAL_SETTING_SCHEMAS = {
  product: productSettingsSchema,
  mail: mailSettingsSchema,
  sessions: sessionSettingsSchema,
  security: securitySettingsSchema,
  risk: riskSettingsSchema,
  retention: retentionSettingsSchema,
  /** Edited at /settings/issues. */
  issueRules: issueRulesSchema,
  /** Edited at /settings/internationalization/{country} (decision 163). */
  'country:FR': countryPackSchema,
  'country:UK': countryPackSchema,
  'country:DE': countryPackSchema,
  'country:ES': countryPackSchema,
  'country:AU': countryPackSchema,
} as const;
export type GlobalSettingKey = keyof typeof GLOBAL_SETTING_SCHEMAS;
export const GLOBAL_SETTING_KEYS = Object.keys(GLOBAL_SETTING_SCHEMAS) as GlobalSettingKey[];
/** The groups of `/settings/global`, in its order. */
export const GLOBAL_PAGE_KEYS = [
  'product',
  'mail',
  'sessions',
  'security',
  'risk',
  'retention',
] as const satisfies GlobalSettingKey[];
export const globalSettingKeySchema = z.enum(GLOBAL_SETTING_KEYS);
export type GlobalSettingValues = { [K in GlobalSettingKey]: z.infer<(typeof GLOBAL_SETTING_SCHEMAS)[K]> };

/** The version a setting is at before its first change. */
export const DEFAULT_VERSION = 0;
const versionSchema = z.int().min(0).max(2_147_483_647);
/** Why a setting changed: required, as the history is read by whoever tunes it next. */
export const changeReasonSchema = z.string().trim().min(3).max(300);

export const settingStateSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    version: versionSchema,
    /** True when no version holds a value of its own: the default (from the environment where it is set). */
    isDefault: z.boolean(),
    changedAt: dateTimeSchema.nullable(),
    changedBy: z.string().nullable(),
  });
export type SettingState<K extends GlobalSettingKey> = {
  value: GlobalSettingValues[K];
  version: number;
  isDefault: boolean;
  changedAt: string | null;
  changedBy: string | null;
};

/** The deployment's own settings, read-only here (spec point 3), and which settings' defaults come from it. */
export const environmentSummarySchema = z.object({
  release: z.string(),
  environment: z.string(),
  apiPrefix: z.string(),
  oauthPrefix: z.string(),
  publicUrl: z.string(),
  /** Environment variables set on this deployment that give a setting its default. */
  defaultsFromEnvironment: z.array(z.string()),
});

export const globalSettingsSchema = z.object({
  settings: z.object({
    product: settingStateSchema(productSettingsSchema),
    mail: settingStateSchema(mailSettingsSchema),
    sessions: settingStateSchema(sessionSettingsSchema),
    security: settingStateSchema(securitySettingsSchema),
    risk: settingStateSchema(riskSettingsSchema),
    retention: settingStateSchema(retentionSettingsSchema),
  }),
  environment: environmentSummarySchema,
});
export type GlobalSettings = z.infer<typeof globalSettingsSchema>;

const versionedChange = <T extends z.ZodType>(value: T) => z.object({ version: versionSchema, value });

/**
 * The edit form's payload: the groups it changes, each with the version the form started from (a later version
 * refuses the change with 409), and one reason for them all.
 */
export const globalSettingsUpdateSchema = z.object({
  reason: changeReasonSchema,
  changes: z
    .object({
      product: versionedChange(productSettingsSchema).optional(),
      mail: versionedChange(mailSettingsSchema).optional(),
      sessions: versionedChange(sessionSettingsSchema).optional(),
      security: versionedChange(securitySettingsSchema).optional(),
      risk: versionedChange(riskSettingsSchema).optional(),
      retention: versionedChange(retentionSettingsSchema).optional(),
    })
    .refine((changes) => Object.values(changes).some(Boolean), 'settings.errors.nothing-changed'),
});
export type GlobalSettingsUpdate = z.infer<typeof globalSettingsUpdateSchema>;

export const settingResetSchema = z.object({ version: versionSchema, reason: changeReasonSchema });
export type SettingReset = z.infer<typeof settingResetSchema>;

/** One leaf that changed, by its path in the setting (`supportDocuments.faq`). */
export const settingChangeSchema = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type SettingChange = z.infer<typeof settingChangeSchema>;

export const settingVersionSchema = z.object({
  key: globalSettingKeySchema,
  version: versionSchema,
  changedAt: dateTimeSchema,
  changedBy: z.string().nullable(),
  reason: z.string(),
  /** The version went back to the default. */
  isReset: z.boolean(),
  changes: z.array(settingChangeSchema),
});
export type SettingVersion = z.infer<typeof settingVersionSchema>;

/** The history, newest first unless asked otherwise, of one setting or of all. */
export const settingHistoryQuerySchema = listQuerySchema(['changedAt'], 'changedAt').extend({
  order: z.enum(SORT_ORDERS).default('desc'),
  key: globalSettingKeySchema.optional(),
});
export const settingHistoryPageSchema = pagedSchema(settingVersionSchema);

/** The edit form's values: every group as it is shown, and the reason for what the save changes. */
export const globalSettingsFormSchema = z.object({
  reason: changeReasonSchema,
  product: productSettingsSchema,
  mail: mailSettingsSchema,
  sessions: sessionSettingsSchema,
  security: securitySettingsSchema,
  risk: riskSettingsSchema,
  retention: retentionSettingsSchema,
});
export type GlobalSettingsForm = z.infer<typeof globalSettingsFormSchema>;
