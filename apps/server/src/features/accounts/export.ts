import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type {
  AccountListItem,
  AccountListQuery,
  ManagedAccountType,
} from '@console/domain/account/account-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { accountConditions, selectAccountPage } from './queries.ts';
import { toAccountListItem } from './service.ts';

const COMMON: ExportColumns<AccountListItem> = [
  { key: 'name', kind: 'text', value: (a) => a.name },
  { key: 'siret', kind: 'text', value: (a) => a.siret },
  { key: 'postalCode', kind: 'text', value: (a) => a.address?.postalCode },
  { key: 'city', kind: 'text', value: (a) => a.address?.city },
  { key: 'country', kind: 'code', labels: 'countries', value: (a) => a.address?.country },
  { key: 'createdAt', kind: 'date', value: (a) => a.createdAt },
  { key: 'userCount', kind: 'number', value: (a) => a.userCount },
];

const COLUMNS: Record<ManagedAccountType, ExportColumns<AccountListItem>> = {
  provider: [...COMMON, { key: 'farmerCount', kind: 'number', value: (a) => a.farmerCount }],
  farmer: [
    ...COMMON,
    { key: 'provider', kind: 'text', value: (a) => a.provider?.name },
    { key: 'sensorCount', kind: 'number', value: (a) => a.sensorCount },
    { key: 'parcelCount', kind: 'number', value: (a) => a.parcelCount },
  ],
};

/** The filtered, sorted providers or farmers. */
export const exportAccounts = (
  db: Database,
  session: Session,
  type: ManagedAccountType,
  format: ExportFormat,
  query: AccountListQuery,
) => {
  const { start: _start, sort, order, ...filter } = query;
  const where = accountConditions(session, type, filter);
  return exportList(session, format, {
    name: `${type}s`,
    columns: COLUMNS[type],
    readPage: async (start, limit) =>
      (await selectAccountPage(db, where, { start, sort, order }, limit)).map((row) => toAccountListItem(row, type)),
  });
};
