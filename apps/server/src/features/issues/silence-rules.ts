import {
  ISSUE_THRESHOLDS,
  opensAt,
  thresholdOf,
  type IssueRules,
  type ThresholdIssueType,
} from '@console/domain/issue/issue-rule-settings';
import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import { hemisphereOf } from '@console/domain/country/country-pack';
import { getIssueDefaults, type IssueType } from '@console/domain/issue/issue.schema';
import { type SQL, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { readSetting } from '../../db/settings-store.ts';
import { raiseIssuesOpened } from '../notifications/service.ts';
import { getCountryPacks } from '../settings/service.ts';

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
 * Runs every few minutes as a scheduled job, under the staff's issue rules (a type turned off, or muted this month of
 * the sensor's season, opens nothing). Idempotent and safe on several processes at once: the partial unique index on open issues turns a
 * second opening into a no-op. Answers how many issues it opened.
 */
export const detectSilentSensors = async (db: Database): Promise<number> => {
  const [rules, packs] = await Promise.all([readSetting(db, 'issueRules'), getCountryPacks(db)]);
  let opened = 0;
  for (const rule of silenceRules(rules)) {
    // The countries whose season does not mute the type this month (decision 167); an account without a country
    // follows the north's, as ingestion does.
    const countries = COUNTRIES.filter((country) => opensAt(rules, rule.type, now(), hemisphereOf(packs[country])));
    if (countries.length === 0) continue;
    const { category } = getIssueDefaults(rule.type);
    const { level } = rules[rule.type];
    const rows = await selectRows<{ issue_id: string }>(
      db,
      sql`
        with opened as (
          insert into issues (sensor_id, account_id, type, category, level, opened_at)
          select s.id, s.account_id, ${rule.type}, ${category}, ${level}, now()
          from sensors s join accounts a on a.id = s.account_id
          where ${rule.condition}
            and coalesce(a.postal_address->>'country', 'FR') = any(${sql.param(countries)}::text[])
          on conflict do nothing
          returning id, sensor_id),
        counted as (
          update sensors set open_issue_count = open_issue_count + 1
          where id in (select sensor_id from opened))
        select id as issue_id from opened`,
    );
    await raiseIssuesOpened(
      db,
      rows.map((row) => row.issue_id),
    );
    opened += rows.length;
  }
  return opened;
};
