import {
  ISSUE_THRESHOLDS,
  thresholdOf,
  type IssueRules,
  type ThresholdIssueType,
} from '@console/domain/issue/issue-rule-settings';
import type { IssueType } from '@console/domain/issue/issue.schema';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';
import { openIssuesWhere } from './open-issues.ts';

/** Time-based rules: each opens its issue for sensors whose silence matches its threshold, once per running condition. */
const silenceRules = (rules: IssueRules): { type: IssueType; condition: SQL }[] => {
  const hours = (type: ThresholdIssueType) => thresholdOf(rules, type) * (ISSUE_THRESHOLDS[type].unit === 'd' ? 24 : 1);
  const silentFor = (type: ThresholdIssueType) => sql`now() - make_interval(hours => ${hours(type)})`;
  return [
    { type: 'hors_service_plus_24_h', condition: sql`last_contact_at < ${silentFor('hors_service_plus_24_h')}` },
    { type: 'dispositif_perdu', condition: sql`last_contact_at < ${silentFor('dispositif_perdu')}` },
    // In contact, yet no capture for a while: the camera or the counting has stopped.
    {
      type: 'absence_resultats',
      condition: sql`last_contact_at >= ${silentFor('absence_resultats')}
        and last_measured_at < ${silentFor('absence_resultats')}`,
    },
  ];
};

/**
 * Runs every few minutes as a scheduled job, under the staff's issue rules. Idempotent and safe on several processes at
 * once (`openIssuesWhere`). Answers how many issues it opened.
 */
export const detectSilentSensors = async (db: Database): Promise<number> => {
  const rules = await readSetting(db, 'issueRules');
  let opened = 0;
  for (const rule of silenceRules(rules)) opened += await openIssuesWhere(db, rules, rule.type, rule.condition);
  return opened;
};
