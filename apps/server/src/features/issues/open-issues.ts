import { COUNTRIES } from '@console/domain/address/postal-address.schema';
import { hemisphereOf } from '@console/domain/country/country-pack';
import { opensAt, type IssueRules } from '@console/domain/issue/issue-rule-settings';
import { getIssueDefaults, type IssueType } from '@console/domain/issue/issue.schema';
import { type SQL, sql } from 'drizzle-orm';
import { now } from '../../clock.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { raiseIssuesOpened } from '../notifications/service.ts';
import { getCountryPacks } from '../settings/service.ts';

/**
 * Opens `type` for the sensors `condition` (on `sensors s`) holds for, under the staff's issue rules: a type turned
 * off, or muted this month of the sensor's season (decision 167), opens nothing. The partial unique index on open
 * issues turns a second opening into a no-op, so several processes may run it at once. Answers how many it opened.
 */
export const openIssuesWhere = async (
  db: Database,
  rules: IssueRules,
  type: IssueType,
  condition: SQL,
): Promise<number> => {
  const packs = await getCountryPacks(db);
  // An account without a country follows the north's season, as ingestion does.
  const countries = COUNTRIES.filter((country) => opensAt(rules, type, now(), hemisphereOf(packs[country])));
  if (countries.length === 0) return 0;
  const { category } = getIssueDefaults(type);
  const { level } = rules[type];
  const rows = await selectRows<{ issue_id: string }>(
    db,
    sql`
      with opened as (
        insert into issues (sensor_id, account_id, type, category, level, opened_at)
        select s.id, s.account_id, ${type}, ${category}, ${level}, now()
        from sensors s join accounts a on a.id = s.account_id
        where ${condition}
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
  return rows.length;
};

/**
 * Closes the open `type` issues of the sensors `condition` (on `sensors s`) holds for, keeping their open counts, and
 * hands the closed issues to `onClosed`. Answers how many it closed.
 */
export const closeIssuesWhere = async (
  db: Database,
  type: IssueType,
  condition: SQL,
  onClosed: (db: Database, issueIds: readonly string[]) => Promise<void>,
): Promise<number> => {
  const rows = await selectRows<{ issue_id: string }>(
    db,
    sql`
      with closed as (
        update issues i set closed_at = ${now()}
        from sensors s
        where i.sensor_id = s.id and i.type = ${type} and i.closed_at is null and ${condition}
        returning i.id, i.sensor_id),
      counted as (
        update sensors set open_issue_count = greatest(open_issue_count - 1, 0)
        where id in (select sensor_id from closed))
      select id as issue_id from closed`,
  );
  await onClosed(
    db,
    rows.map((row) => row.issue_id),
  );
  return rows.length;
};
