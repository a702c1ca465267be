import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { type UsageEventKind, usageEvents } from './schema.ts';

/** The same export by the same person within this window is one export downloaded again, not another. */
export const REPEATED_EXPORT_WINDOW_SECONDS = 10 * 60;

/** Notes a sign-in for the metrics dashboard (issue 22). */
export const recordUsageEvent = async (
  db: Database,
  event: { kind: UsageEventKind; userId: string; subject?: string },
): Promise<void> => {
  await db.insert(usageEvents).values(event);
};

/**
 * Notes an export for the metrics dashboard, unless the same person downloaded the same request (path and query)
 * within the window: a reload or a script repeating one export does not inflate the count.
 */
export const recordExport = async (
  db: Database,
  event: { userId: string; subject: string; request: string },
): Promise<void> => {
  await db.transaction(async (tx) => {
    // One person's exports one at a time, so two identical downloads at once are not both counted.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('usage-export'), hashtext(${event.userId}))`);
    const [repeated] = await tx
      .select({ id: usageEvents.id })
      .from(usageEvents)
      .where(
        and(
          eq(usageEvents.kind, 'export'),
          eq(usageEvents.userId, event.userId),
          eq(usageEvents.request, event.request),
          gt(usageEvents.occurredAt, sql`now() - make_interval(secs => ${REPEATED_EXPORT_WINDOW_SECONDS})`),
        ),
      )
      .limit(1);
    if (!repeated) await tx.insert(usageEvents).values({ kind: 'export', ...event });
  });
};
