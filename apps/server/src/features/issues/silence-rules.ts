import { getIssueDefaults, type IssueType } from '@console/domain/issue/issue.schema';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { raiseIssuesOpened } from '../notifications/service.ts';

/** Time-based rules: each opens its issue for sensors whose silence matches, once per running condition. */
const SILENCE_RULES: { type: IssueType; condition: ReturnType<typeof sql> }[] = [
  { type: 'hors_service_plus_24_h', condition: sql`last_contact_at < now() - interval '24 hours'` },
  { type: 'dispositif_perdu', condition: sql`last_contact_at < now() - interval '30 days'` },
  // In contact, yet no capture for a day: the camera or the counting has stopped.
  {
    type: 'absence_resultats',
    condition: sql`last_contact_at >= now() - interval '24 hours' and last_measured_at < now() - interval '24 hours'`,
  },
];

/**
 * Runs every few minutes as a scheduled job. Idempotent and safe on several processes at once: the partial
 * unique index on open issues turns a second opening into a no-op. Answers how many issues it opened.
 */
export const detectSilentSensors = async (db: Database): Promise<number> => {
  let opened = 0;
  for (const rule of SILENCE_RULES) {
    const { category, level } = getIssueDefaults(rule.type);
    const rows = await selectRows<{ issue_id: string }>(
      db,
      sql`
        with opened as (
          insert into issues (sensor_id, account_id, type, category, level, opened_at)
          select id, account_id, ${rule.type}, ${category}, ${level}, now() from sensors where ${rule.condition}
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
