import type { IssueListFilter, IssueListItem, IssueListQuery } from '@console/domain/issue/issue-list.schema';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import { and, asc, count, desc, eq, isNotNull, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { inAccountScope } from '../../auth/scope.ts';
import type { Session } from '../../auth/session.ts';
import { lensIds, type SensorLens, sensorInLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import { accounts, issues, sensors } from '../../db/schema.ts';

const issueRows = (db: Database) =>
  db
    .select({
      id: issues.id,
      sensorId: issues.sensorId,
      serialNumber: sensors.serialNumber,
      parcelId: sensors.parcelId,
      sensorState: sensors.state,
      accountId: issues.accountId,
      accountName: accounts.name,
      type: issues.type,
      category: issues.category,
      level: issues.level,
      openedAt: issues.openedAt,
      closedAt: issues.closedAt,
      openingReading: issues.openingReading,
      closingReading: issues.closingReading,
    })
    .from(issues)
    .innerJoin(sensors, eq(sensors.id, issues.sensorId))
    .innerJoin(accounts, eq(accounts.id, issues.accountId))
    .$dynamic();

type IssueRow = Awaited<ReturnType<typeof issueRows>>[number];

export const toIssueListItem = (row: IssueRow): IssueListItem => ({
  id: row.id,
  sensorId: row.sensorId,
  serialNumber: row.serialNumber,
  parcelId: row.parcelId,
  accountId: row.accountId,
  accountName: row.accountName,
  type: row.type,
  category: row.category,
  level: row.level,
  status: row.closedAt ? 'closed' : 'open',
  openedAt: row.openedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
});

const sortColumns: Record<IssueListQuery['sort'], SQL | AnyPgColumn> = {
  openedAt: issues.openedAt,
  closedAt: issues.closedAt,
  // blocking > high > low, so a descending sort puts the worst first.
  level: sql`array_position(array['low','high','blocking'], ${issues.level})`,
  type: issues.type,
  serialNumber: sql`lower(${sensors.serialNumber})`,
};

/** A list's filter as the queries take it: the favourite it names resolved into its sensors. */
export type IssueQueryFilter = Omit<IssueListFilter, 'favouriteId'> & { lens?: SensorLens | undefined };

export const issueConditions = (session: Session, filter: IssueQueryFilter): SQL | undefined =>
  and(
    inAccountScope(session, issues.accountId),
    filter.sensorId ? eq(issues.sensorId, filter.sensorId) : undefined,
    filter.types?.length ? sql`${issues.type} in ${filter.types}` : undefined,
    filter.categories?.length ? sql`${issues.category} in ${filter.categories}` : undefined,
    filter.levels?.length ? sql`${issues.level} in ${filter.levels}` : undefined,
    filter.status === 'open'
      ? isNull(issues.closedAt)
      : filter.status === 'closed'
        ? isNotNull(issues.closedAt)
        : undefined,
    filter.accountId ? eq(issues.accountId, filter.accountId) : undefined,
    filter.from ? sql`${issues.openedAt} >= ${filter.from}::date` : undefined,
    filter.to ? lt(issues.openedAt, sql`${filter.to}::date + 1`) : undefined,
    filter.lens ? sensorInLens(issues.sensorId, lensIds(filter.lens)) : undefined,
  );

export const selectIssuePage = async (
  db: Database,
  where: SQL | undefined,
  query: Pick<IssueListQuery, 'start' | 'sort' | 'order'>,
  limit = PAGE_SIZE,
) => {
  const direction = query.order === 'desc' ? desc : asc;
  const rows = await issueRows(db)
    .where(where)
    .orderBy(sql`${direction(sortColumns[query.sort])} nulls last`, desc(issues.openedAt), asc(issues.id))
    .limit(limit)
    .offset(query.start);
  return rows.map(toIssueListItem);
};

export const countIssues = async (db: Database, where: SQL | undefined) => {
  const [row] = await db
    .select({ n: count() })
    .from(issues)
    .innerJoin(sensors, eq(sensors.id, issues.sensorId))
    .where(where);
  return row?.n ?? 0;
};

/** The count of `countIssues` split by the issues' type or level, the groups without issues left out. */
export const countIssuesBy = (db: Database, where: SQL | undefined, by: 'type' | 'level') =>
  db
    .select({ key: issues[by], n: count() })
    .from(issues)
    .innerJoin(sensors, eq(sensors.id, issues.sensorId))
    .where(where)
    .groupBy(issues[by]);

export const selectIssue = async (db: Database, session: Session, id: string) => {
  const [row] = await issueRows(db).where(and(eq(issues.id, id), inAccountScope(session, issues.accountId)));
  return row;
};

export const selectPreviousOccurrences = (
  db: Database,
  issue: { id: string; sensorId: string; type: IssueRow['type'] },
) =>
  db
    .select({ id: issues.id, openedAt: issues.openedAt, closedAt: issues.closedAt })
    .from(issues)
    .where(and(eq(issues.sensorId, issue.sensorId), eq(issues.type, issue.type), ne(issues.id, issue.id)))
    .orderBy(desc(issues.openedAt))
    .limit(10);
