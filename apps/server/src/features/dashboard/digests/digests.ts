import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { canSeeDashboardTab } from '@console/domain/access/permissions';
import {
  type BuiltDashboardTab,
  DASHBOARD_DIGEST_HOUR,
  type Dashboard,
  type DashboardDigest,
} from '@console/domain/dashboard/dashboard.schema';
import { and, eq, sql } from 'drizzle-orm';
import { now } from '../../../clock.ts';
import { type Session, sessionOfUser } from '../../../auth/session.ts';
import { inBatches } from '../../../db/batches.ts';
import { type Database, selectRows } from '../../../db/client.ts';
import { dashboardDigests, favourites } from '../../../db/schema.ts';
import { cellWriterFor } from '../../../export/cell-writer.ts';
import { writeCsv } from '../../../export/csv.ts';
import { MAIL_NAMESPACE, serverTranslator } from '../../../i18n/translate.ts';
import type { Mailing } from '../../../mail/mail-queue.ts';
import type { Mail } from '../../../mail/mailer.ts';
import { getDashboard, requireDashboardTab } from '../tiles/board.ts';
import { BOARD_COLUMNS, boardRows } from '../tiles/board-rows.ts';

/** Digests prepared per run: each reads a tab's tiles, a dozen counts. */
const DIGEST_BATCH_SIZE = 20;

export const getDigest = async (db: Database, session: Session, tab: BuiltDashboardTab): Promise<DashboardDigest> => {
  requireDashboardTab(session, tab);
  const [row] = await db
    .select({ tab: dashboardDigests.tab })
    .from(dashboardDigests)
    .where(and(eq(dashboardDigests.userId, session.userId), eq(dashboardDigests.tab, tab)));
  return { isSubscribed: row !== undefined };
};

export const setDigest = async (
  db: Database,
  session: Session,
  tab: BuiltDashboardTab,
  { isSubscribed }: DashboardDigest,
): Promise<DashboardDigest> => {
  requireDashboardTab(session, tab);
  if (isSubscribed) {
    await db.insert(dashboardDigests).values({ userId: session.userId, tab }).onConflictDoNothing();
  } else {
    await db
      .delete(dashboardDigests)
      .where(and(eq(dashboardDigests.userId, session.userId), eq(dashboardDigests.tab, tab)));
  }
  return { isSubscribed };
};

/** The e-mail of a tab's week: the headline figures in the text, every figure in the attached CSV. */
const digestMail = async (
  publicUrl: string,
  session: Session & { firstName: string | null },
  board: Dashboard,
  favouriteName: string | null,
): Promise<Mail> => {
  const t = serverTranslator(session.language);
  const rows = boardRows(board, session.language);
  // Read as bytes: a text decoder would drop the byte-order mark that spreadsheets need to read accents.
  const csv = (await buffer(writeCsv(Readable.from(rows), BOARD_COLUMNS, cellWriterFor(session)))).toString('utf8');
  const tabName = t(`dashboard.tabs.${board.tab}`);
  const headlines = rows
    .filter((row) => row.part === '' && row.night === null)
    .map((row) => t(`${MAIL_NAMESPACE}:dashboard-digest.line`, { tile: row.tile, value: row.value }));
  return {
    to: session.email,
    subject: t(`${MAIL_NAMESPACE}:dashboard-digest.subject`, { tab: tabName }),
    text: [
      t(`${MAIL_NAMESPACE}:dashboard-digest.body`, {
        firstName: session.firstName ?? '',
        tab: tabName,
        scope: favouriteName ?? t(`${MAIL_NAMESPACE}:dashboard-digest.everything`),
      }),
      headlines.join('\n'),
      `${publicUrl}/dashboard/${board.tab}`,
      t(`${MAIL_NAMESPACE}:dashboard-digest.unsubscribe`),
    ].join('\n\n'),
    attachments: [{ filename: `dashboard-${board.tab}.csv`, contentType: 'text/csv', content: csv }],
  };
};

type DueDigest = { userId: string; tab: BuiltDashboardTab; firstName: string | null };

/**
 * The weekly job: each subscription whose Monday 07:00 (in its user's zone) has passed since it last left gets its
 * tab's figures of the last 30 days, under the user's starred favourite, in the user's scope and rights of today; a
 * user who lost the tab's right gets nothing. Run every quarter of an hour. Answers how many e-mails it queued.
 */
export const sendDashboardDigests = async ({ mail, publicUrl }: Mailing, db: Database, at = now()): Promise<number> => {
  const atTime = sql`${at.toISOString()}::timestamptz`;
  let queued = 0;
  await inBatches(db, DIGEST_BATCH_SIZE, async (tx) => {
    const due = await selectRows<DueDigest>(
      tx,
      sql`select d.user_id as "userId", d.tab, u.first_name as "firstName"
            from dashboard_digests d
            join users u on u.id = d.user_id and not u.is_disabled
            cross join lateral (select date_trunc('week', ${atTime} at time zone u.zone_id)
                                       + make_interval(hours => ${DASHBOARD_DIGEST_HOUR}::int) as due_local) w
            where ${atTime} >= w.due_local at time zone u.zone_id
              and (d.sent_at is null or d.sent_at < w.due_local at time zone u.zone_id)
            order by d.user_id, d.tab
            limit ${DIGEST_BATCH_SIZE}
            for update of d skip locked`,
    );
    for (const { userId, tab, firstName } of due) {
      const session = await sessionOfUser(tx, userId);
      const [starred] = await tx
        .select({ id: favourites.id, name: favourites.name })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.isFavourite, true)));
      if (session?.hasAcceptedTerms && canSeeDashboardTab(session, tab)) {
        const board = await getDashboard(tx, session, tab, { favouriteId: starred?.id });
        await mail.enqueue(
          tx,
          await digestMail(publicUrl, { ...session, firstName }, board, starred?.name ?? null),
          'batch',
        );
        queued += 1;
      }
      await tx
        .update(dashboardDigests)
        .set({ sentAt: at })
        .where(and(eq(dashboardDigests.userId, userId), eq(dashboardDigests.tab, tab)));
    }
    return due.length;
  });
  return queued;
};
