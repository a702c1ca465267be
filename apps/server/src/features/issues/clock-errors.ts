import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sensorsWithUnplacedCaptures } from '../../db/reading-partitions.ts';
import { readSetting } from '../../db/settings-store.ts';
import { closeIssuesWhere, openIssuesWhere } from './open-issues.ts';
import type { OnIssuesClosed } from './reading-issues.ts';

/**
 * After the partition job (decision 181): a sensor with captures in the default partition sent them dated outside
 * every kept month, so its clock is wrong and `erreur_horloge` opens; it closes once none is left there (moved into a
 * month made for them, or purged with the retention). `onClosed` receives the closed issues, as on contact.
 */
export const judgeCaptureClocks = async (db: Database, onClosed: OnIssuesClosed) => {
  const rules = await readSetting(db, 'issueRules');
  const unplaced = sql`s.id in ${sensorsWithUnplacedCaptures}`;
  const opened = await openIssuesWhere(db, rules, 'erreur_horloge', unplaced);
  const closed = await closeIssuesWhere(db, 'erreur_horloge', sql`not ${unplaced}`, onClosed);
  return { opened, closed };
};
