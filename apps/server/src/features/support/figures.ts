import { OPEN_TICKET_STATUSES } from '@console/domain/support/ticket.schema';
import { sql } from 'drizzle-orm';
import type { SensorLens } from '../../auth/sensor-lens.ts';
import type { Session } from '../../auth/session.ts';
import { type Database, selectRows } from '../../db/client.ts';
import { supportTickets } from '../../db/schema.ts';
import { ticketConditions } from './queries.ts';

/** How long tickets still waiting have waited: the support tab's backlog by age, in days. */
export const BACKLOG_AGES = [
  { key: 'under-2-days', after: null, upTo: 2 },
  { key: '2-to-7-days', after: 2, upTo: 7 },
  { key: '7-to-30-days', after: 7, upTo: 30 },
  { key: 'over-30-days', after: 30, upTo: null },
] as const;

export type SupportFigures = {
  resolved: number;
  escalated: number;
  fromIssues: number;
  firstAnswerMinutes: number | null;
  resolutionMinutes: number | null;
  backlogByAge: Record<(typeof BACKLOG_AGES)[number]['key'], number>;
};

const minutesBetween = (from: unknown, to: unknown) => sql`extract(epoch from ${to} - ${from}) / 60`;

/**
 * The support tab's figures that no list filter reproduces, in one pass over the caller's tickets: those resolved,
 * escalated and opened from an issue over the days `from`..`to`, the median times to a first answer (of the tickets
 * opened then) and to resolution (of those resolved then), and the backlog by age today.
 */
export const selectSupportFigures = async (
  db: Database,
  session: Session,
  { from, to, lens }: { from: string; to: string; lens?: SensorLens | undefined },
): Promise<SupportFigures> => {
  const t = supportTickets;
  const inRange = (column: unknown) => sql`${column} >= ${from}::date and ${column} < ${to}::date + 1`;
  const resolvedAt = sql`coalesce(${t.solvedAt}, ${t.closedAt})`;
  const waiting = sql`${t.status} in (${sql.join(
    OPEN_TICKET_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const ages = BACKLOG_AGES.map(({ key, after, upTo }) => {
    const younger = upTo === null ? sql`true` : sql`${t.createdAt} > now() - make_interval(days => ${upTo})`;
    const older = after ? sql`${t.createdAt} <= now() - make_interval(days => ${after})` : sql`true`;
    return sql`count(*) filter (where ${waiting} and ${younger} and ${older})::int as ${sql.identifier(key)}`;
  });
  const [row] = await selectRows<Record<string, number | null>>(
    db,
    sql`select
          count(*) filter (where ${inRange(resolvedAt)})::int as resolved,
          count(*) filter (where ${inRange(t.escalatedAt)})::int as escalated,
          count(*) filter (where ${inRange(t.createdAt)} and ${t.issueId} is not null)::int as from_issues,
          percentile_cont(0.5) within group (order by ${minutesBetween(t.createdAt, t.firstAnsweredAt)})
            filter (where ${inRange(t.createdAt)} and ${t.firstAnsweredAt} is not null) as first_answer,
          percentile_cont(0.5) within group (order by ${minutesBetween(t.createdAt, resolvedAt)})
            filter (where ${inRange(resolvedAt)}) as resolution,
          ${sql.join(ages, sql`, `)}
        from ${t} where ${ticketConditions(session, { lens })}`,
  );
  const round = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value));
  return {
    resolved: row?.resolved ?? 0,
    escalated: row?.escalated ?? 0,
    fromIssues: row?.from_issues ?? 0,
    firstAnswerMinutes: round(row?.first_answer),
    resolutionMinutes: round(row?.resolution),
    backlogByAge: Object.fromEntries(
      BACKLOG_AGES.map(({ key }) => [key, row?.[key] ?? 0]),
    ) as SupportFigures['backlogByAge'],
  };
};
