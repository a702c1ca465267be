import { z } from 'zod';
import { countrySchema } from '../address/postal-address.schema';
import { defineEndpoints } from '../api/endpoint';
import { issueRulesSchema, READING_ISSUE_TYPES } from '../issue/issue-rule-settings';
import { changeReasonSchema, settingStateSchema } from './global-settings.schema';

/** The form of `/settings/issues`: every type's rule, the version it started from, and why. */
export const issueRulesUpdateSchema = z.object({
  version: z.int().min(0).max(2_147_483_647),
  reason: changeReasonSchema,
  rules: issueRulesSchema,
});
export type IssueRulesUpdate = z.infer<typeof issueRulesUpdateSchema>;

/** The rules a preview replays the last days' captures under. */
export const issueRulePreviewRequestSchema = z.object({ rules: issueRulesSchema });

/** Days of captures a preview replays: a month shows a season's pattern and stays quick to replay. */
export const PREVIEW_DAYS = 30;

const countsSchema = z.object({ opened: z.int().min(0), closed: z.int().min(0) });

/**
 * What the current and the proposed rules would have opened and closed over the last PREVIEW_DAYS, by type (the
 * types read on each capture; silence is not replayed) and by the country of the sensors' accounts. `estimated`:
 * replayed on `sampledSensors` of `reportingSensors` and scaled up.
 */
export const issueRulePreviewSchema = z.object({
  days: z.int(),
  reportingSensors: z.int().min(0),
  sampledSensors: z.int().min(0),
  estimated: z.boolean(),
  byType: z.array(z.object({ type: z.enum(READING_ISSUE_TYPES), current: countsSchema, proposed: countsSchema })),
  byCountry: z.array(z.object({ country: countrySchema.nullable(), current: countsSchema, proposed: countsSchema })),
});
export type IssueRulePreview = z.infer<typeof issueRulePreviewSchema>;

/**
 * /settings/issues: the rules that open sensor issues, a versioned setting like the global ones (reset and history
 * through `/settings/global/issueRules/reset` and `/settings/global/history?key=issueRules`).
 */
export const issueRuleSettingsEndpoints = defineEndpoints({
  get: { method: 'GET', path: '/settings/issues', response: settingStateSchema(issueRulesSchema) },
  update: {
    method: 'PUT',
    path: '/settings/issues',
    body: issueRulesUpdateSchema,
    response: settingStateSchema(issueRulesSchema),
  },
  preview: {
    method: 'POST',
    path: '/settings/issues/preview',
    body: issueRulePreviewRequestSchema,
    response: issueRulePreviewSchema,
  },
});
