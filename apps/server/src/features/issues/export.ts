import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { IssueListItem, IssueListQuery } from '@console/domain/issue/issue-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { readIssuePages } from './service.ts';

const COLUMNS: ExportColumns<IssueListItem> = [
  { key: 'serialNumber', kind: 'text', value: (issue) => issue.serialNumber },
  { key: 'account', kind: 'text', value: (issue) => issue.accountName },
  { key: 'issueType', kind: 'code', labels: 'issues.types', value: (issue) => issue.type },
  { key: 'issueLevel', kind: 'code', labels: 'issues.levels', value: (issue) => issue.level },
  { key: 'issueCategory', kind: 'code', labels: 'issues.categories', value: (issue) => issue.category },
  { key: 'status', kind: 'code', labels: 'issues.statuses', value: (issue) => issue.status },
  { key: 'openedAt', kind: 'datetime', value: (issue) => issue.openedAt },
  { key: 'closedAt', kind: 'datetime', value: (issue) => issue.closedAt },
];

/** `GET /back/issues/export/{format}`: the list as it is filtered and sorted on screen, whole. */
export const exportIssues = async (db: Database, session: Session, format: ExportFormat, query: IssueListQuery) =>
  exportList(session, format, { name: 'issues', columns: COLUMNS, readPage: await readIssuePages(db, session, query) });
