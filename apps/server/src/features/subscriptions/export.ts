import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { SubscriptionListItem, SubscriptionListQuery } from '@console/domain/subscription/subscription.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { readSubscriptionPages } from './service.ts';

const COLUMNS: ExportColumns<SubscriptionListItem> = [
  { key: 'account', kind: 'text', value: (s) => s.account.name },
  { key: 'plan', kind: 'text', value: (s, language) => s.plan.labels[language] },
  { key: 'soldBy', kind: 'text', value: (s) => s.provider?.name },
  { key: 'startsOn', kind: 'date', value: (s) => s.startsOn },
  { key: 'endsOn', kind: 'date', value: (s) => s.endsOn },
  { key: 'status', kind: 'code', labels: 'subscriptions.statuses', value: (s) => s.status },
  { key: 'autoRenew', kind: 'boolean', value: (s) => s.autoRenew },
  { key: 'graceDays', kind: 'number', value: (s) => s.graceDays },
  { key: 'sensorCount', kind: 'number', value: (s) => s.seatCount },
  { key: 'externalRef', kind: 'text', value: (s) => s.externalRef },
];

/** `GET /back/subscriptions/export/{format}`: the list as it is filtered and sorted on screen, whole. */
export const exportSubscriptions = async (
  db: Database,
  session: Session,
  format: ExportFormat,
  query: SubscriptionListQuery,
) =>
  exportList(session, format, {
    name: 'subscriptions',
    columns: COLUMNS,
    readPage: await readSubscriptionPages(db, session, query),
  });
