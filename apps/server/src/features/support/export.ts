import type { ExportFormat } from '@console/domain/api/export-endpoint';
import type { TicketListItem, TicketListQuery } from '@console/domain/support/ticket.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { readTicketPages } from './service.ts';

const COLUMNS: ExportColumns<TicketListItem> = [
  { key: 'reference', kind: 'text', value: (ticket) => ticket.reference },
  { key: 'subject', kind: 'text', value: (ticket) => ticket.subject },
  { key: 'category', kind: 'code', labels: 'support.categories', value: (ticket) => ticket.category },
  { key: 'status', kind: 'code', labels: 'support.statuses', value: (ticket) => ticket.status },
  { key: 'desk', kind: 'code', labels: 'support.desks', value: (ticket) => ticket.desk },
  { key: 'account', kind: 'text', value: (ticket) => ticket.accountName },
  { key: 'requester', kind: 'text', value: (ticket) => ticket.requester.name },
  { key: 'serialNumber', kind: 'text', value: (ticket) => ticket.serialNumber },
  { key: 'parcel', kind: 'text', value: (ticket) => ticket.parcelLabel },
  { key: 'createdAt', kind: 'datetime', value: (ticket) => ticket.createdAt },
  { key: 'updatedAt', kind: 'datetime', value: (ticket) => ticket.updatedAt },
];

/** `GET /back/support/tickets/export/{format}`: the list as it is filtered and sorted on screen, whole. */
export const exportTickets = async (db: Database, session: Session, format: ExportFormat, query: TicketListQuery) =>
  exportList(session, format, {
    name: 'support-tickets',
    columns: COLUMNS,
    readPage: await readTicketPages(db, session, query),
  });
