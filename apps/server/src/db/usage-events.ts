import type { Database } from './client.ts';
import { type UsageEventKind, usageEvents } from './schema.ts';

/** Notes a sign-in or an export for the metrics dashboard (issue 22). */
export const recordUsageEvent = async (
  db: Database,
  event: { kind: UsageEventKind; userId: string; subject?: string },
): Promise<void> => {
  await db.insert(usageEvents).values(event);
};
