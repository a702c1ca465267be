import type { IssueDetail, IssueListItem, IssueListQuery } from '@console/domain/issue/issue-list.schema';
import type { Paged } from '@console/domain/list/list-query';
import type { Session } from '../../auth/session.ts';
import { requireTerritory } from '../../auth/territory.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../plugins/app-error.ts';
import {
  countIssues,
  issueConditions,
  selectIssue,
  selectIssuePage,
  selectPreviousOccurrences,
  toIssueListItem,
} from './queries.ts';

// The scheduler and the demo data open silence issues.
export { detectSilentSensors } from './silence-rules.ts';

export const listIssues = async (
  db: Database,
  session: Session,
  query: IssueListQuery,
): Promise<Paged<IssueListItem>> => {
  const { start: _start, sort, order, favouriteId, ...filter } = query;
  const territory = await requireTerritory(db, session, favouriteId);
  const where = issueConditions(session, { ...filter, territory });
  const [items, total] = await Promise.all([selectIssuePage(db, where, query), countIssues(db, where)]);
  return { items, total, filter: { ...filter, favouriteId }, sort: { field: sort, order } };
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
