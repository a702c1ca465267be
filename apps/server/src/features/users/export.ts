import { can } from '@console/domain/access/permissions';
import type { UserExportFormat, UserExportQuery, UserListItem } from '@console/domain/user/user-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { type CsvColumns, toCsvExport } from '../../export/csv.ts';
import { MAX_EXPORT_ROWS } from '../../export/row-pages.ts';
import { toXlsxExport } from '../../export/xlsx.ts';
import { myUsersReach, usersReach } from './service.ts';
import { selectUserPage, userConditions } from './queries.ts';

const COLUMNS: CsvColumns<UserListItem> = [
  ['lastName', (u) => u.lastName],
  ['firstName', (u) => u.firstName],
  ['email', (u) => u.email],
  ['state', (u) => u.state],
  ['role', (u) => u.roleLabel],
  ['account', (u) => u.accountName],
  ['accountType', (u) => u.accountType],
  ['phoneNumber', (u) => u.phoneNumber],
  ['language', (u) => u.language],
  ['createdAt', (u) => u.createdAt],
];

/**
 * `GET /back/users/export/{format}`: the list as it is filtered and sorted on screen, whole. `mine` exports the
 * /my-users list (the caller's account, my-users right); otherwise the /users list (Users right).
 */
export const exportUsers = async (db: Database, session: Session, format: UserExportFormat, query: UserExportQuery) => {
  const { start: _start, sort, order, mine, ...filter } = query;
  if (!can(session, mine ? 'read:myUsers' : 'read:users')) throw forbidden();
  const where = userConditions(mine ? myUsersReach(session) : usersReach(session), filter);
  const readPage = (start: number, limit: number) => selectUserPage(db, where, { start, sort, order }, limit);
  // A workbook is built whole in memory anyway: its rows are read in one query, one past the cap.
  return format === 'xlsx'
    ? toXlsxExport(await readPage(0, MAX_EXPORT_ROWS + 1), COLUMNS, 'users')
    : toCsvExport(readPage, COLUMNS, 'users');
};
