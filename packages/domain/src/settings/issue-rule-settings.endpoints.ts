import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { issueRulesSchema } from '../issue/issue-rule-settings';
import { changeReasonSchema, settingStateSchema } from './global-settings.schema';

/** The form of `/settings/issues`: every type's rule, the version it started from, and why. */
export const issueRulesUpdateSchema = z.object({
  version: z.int().min(0).max(2_147_483_647),
  reason: changeReasonSchema,
  rules: issueRulesSchema,
});
export type IssueRulesUpdate = z.infer<typeof issueRulesUpdateSchema>;

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
});
