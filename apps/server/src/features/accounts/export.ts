import type {
  AccountListItem,
  AccountListQuery,
  ManagedAccountType,
} from '@console/domain/account/account-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { type CsvColumns, toCsvExport } from '../../export/csv.ts';
import { accountConditions, selectAccountPage } from './queries.ts';
import { toAccountListItem } from './service.ts';

const COMMON: CsvColumns<AccountListItem> = [
  ['name', (a) => a.name],
  ['siret', (a) => a.siret],
  ['postalCode', (a) => a.address?.postalCode],
  ['city', (a) => a.address?.city],
  ['country', (a) => a.address?.country],
  ['createdAt', (a) => a.createdAt],
  ['userCount', (a) => a.userCount],
];

const COLUMNS: Record<ManagedAccountType, CsvColumns<AccountListItem>> = {
  provider: [...COMMON, ['farmerCount', (a) => a.farmerCount]],
  farmer: [
    ...COMMON,
    ['provider', (a) => a.provider?.name],
    ['sensorCount', (a) => a.sensorCount],
    ['parcelCount', (a) => a.parcelCount],
  ],
};

/** The filtered, sorted providers or farmers as CSV. */
export const exportAccountsCsv = async (
  db: Database,
  session: Session,
  type: ManagedAccountType,
  query: AccountListQuery,
) => {
  const { start: _start, sort, order, ...filter } = query;
  const where = accountConditions(session, type, filter);
  return toCsvExport(
    async (start, limit) =>
      (await selectAccountPage(db, where, { start, sort, order }, limit)).map((row) => toAccountListItem(row, type)),
    COLUMNS[type],
    `${type}s`,
  );
};
