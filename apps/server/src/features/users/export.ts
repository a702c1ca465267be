import { can } from '@console/domain/access/permissions';
import type { UserExportFormat, UserExportQuery, UserListItem } from '@console/domain/user/user-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { type CsvColumns, MAX_EXPORT_ROWS, toCsvExport } from '../../export/csv.ts';
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
  const rows = await selectUserPage(db, where, { start: 0, sort, order }, MAX_EXPORT_ROWS + 1);
  return format === 'xlsx' ? toXlsxExport(rows, COLUMNS, 'users') : toCsvExport(rows, COLUMNS, 'users');
};
