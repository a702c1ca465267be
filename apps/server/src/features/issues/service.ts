import type {
  IssueDetail,
  IssueListFilter,
  IssueListItem,
  IssueListQuery,
} from '@console/domain/issue/issue-list.schema';
import type { Paged } from '@console/domain/list/list-query';
import type { Session } from '../../auth/session.ts';
import { requireSensorLens } from '../../auth/sensor-lens.ts';
import type { Database } from '../../db/client.ts';
import type { ReadPage } from '../../export/row-pages.ts';
import { notFound } from '../../plugins/app-error.ts';
import {
  countIssues,
  countIssuesBy,
  issueConditions,
  selectIssue,
  selectIssuePage,
  selectPreviousOccurrences,
  toIssueListItem,
} from './queries.ts';

// The scheduler and the demo data open silence issues.
export { detectSilentSensors } from './silence-rules.ts';
// The partition job's scheduled run judges the clocks of the sensors whose captures fit no month.
export { judgeCaptureClocks } from './clock-errors.ts';
// A firmware update that failed opens its issue (echec_mise_jour); a partner station's silence opens and closes its own.
export { closeIssuesWhere, openIssuesWhere } from './open-issues.ts';
// The issue rules' settings preview what a change would do.
export { previewIssueRules } from './rule-preview.ts';
// Device ingestion replays its captures through the rules here, then opens and closes the issues they move.
export {
  applyReadingIssues,
  closeIssuesOnContact,
  contactClosesIssues,
  type OnIssuesClosed,
  readingsChangeIssues,
  replaySensorReadings,
  type SensorReplay,
} from './reading-issues.ts';
export { sensorHemisphere } from './sensor-season.ts';

/** The list's rows page by page, for its export: the same scope, filters and order. */
export const readIssuePages = async (
  db: Database,
  session: Session,
  query: IssueListQuery,
): Promise<ReadPage<IssueListItem>> => {
  const { favouriteId, start: _start, sort: _sort, order: _order, ...filter } = query;
  const where = issueConditions(session, { ...filter, lens: await requireSensorLens(db, session, favouriteId) });
  return (start, limit) => selectIssuePage(db, where, { ...query, start }, limit);
};

export const listIssues = async (
  db: Database,
  session: Session,
  query: IssueListQuery,
): Promise<Paged<IssueListItem>> => {
  const { start: _start, sort, order, favouriteId, ...filter } = query;
  const where = issueConditions(session, { ...filter, lens: await requireSensorLens(db, session, favouriteId) });
  const [items, total] = await Promise.all([selectIssuePage(db, where, query), countIssues(db, where)]);
  return { items, total, filter: { ...filter, favouriteId }, sort: { field: sort, order } };
};

/**
 * How many issues the list finds under a filter, and how they split by type or level: the list's total and the
 * totals it shows filtered by each, which a dashboard tile shows (issue 22).
 */
export const countIssuesMatching = async (
  db: Database,
  session: Session,
  { favouriteId, ...filter }: IssueListFilter,
  by: 'type' | 'level',
) => {
  const where = issueConditions(session, { ...filter, lens: await requireSensorLens(db, session, favouriteId) });
  const groups = await countIssuesBy(db, where, by);
  return { total: groups.reduce((sum, group) => sum + group.n, 0), groups };
};

export const getIssue = async (db: Database, session: Session, id: string): Promise<IssueDetail> => {
  const row = await selectIssue(db, session, id);
  if (!row) throw notFound('issue not found');
  const previous = await selectPreviousOccurrences(db, row);
  const item = toIssueListItem(row);
  return {
    ...item,
    sensorState: row.sensorState,
    timeline: [
      { kind: 'opened', at: item.openedAt, reading: row.openingReading },
      ...(item.closedAt ? [{ kind: 'closed' as const, at: item.closedAt, reading: row.closingReading }] : []),
    ],
    previousOccurrences: previous.map((occurrence) => ({
      id: occurrence.id,
      openedAt: occurrence.openedAt.toISOString(),
      closedAt: occurrence.closedAt?.toISOString() ?? null,
    })),
  };
};
