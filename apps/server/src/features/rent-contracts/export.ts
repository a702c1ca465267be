import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { RentContractListItem, RentContractListQuery } from '@console/domain/rent-contract/rent-contract.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { readRentContractPages } from './service.ts';

const COLUMNS: ExportColumns<RentContractListItem> = [
  { key: 'number', kind: 'text', value: (c) => c.number },
  { key: 'lessor', kind: 'text', value: (c) => c.lessor.name },
  { key: 'lessee', kind: 'text', value: (c) => c.lessee.name },
  { key: 'startsOn', kind: 'date', value: (c) => c.startsOn },
  { key: 'plannedReturnOn', kind: 'date', value: (c) => c.plannedReturnOn },
  { key: 'status', kind: 'code', labels: 'rent-contracts.statuses', value: (c) => c.status },
  { key: 'sensorCount', kind: 'number', value: (c) => c.openLineCount },
  { key: 'externalRef', kind: 'text', value: (c) => c.externalRef },
];

/** `GET /back/rent-contracts/export/{format}`: the list as it is filtered and sorted on screen, whole. */
export const exportRentContracts = async (
  db: Database,
  session: Session,
  format: ExportFormat,
  query: RentContractListQuery,
) =>
  exportList(session, format, {
    name: 'rent-contracts',
    columns: COLUMNS,
    readPage: await readRentContractPages(db, session, query),
  });
