import { can } from '@console/domain/access/permissions';
import type { ExportFormat } from '@console/domain/api/export-endpoint';
import { roleLabelIn } from '@console/domain/role/role-label';
import type { UserExportQuery, UserListItem } from '@console/domain/user/user-list.schema';
import type { Session } from '../../auth/session.ts';
import type { Database } from '../../db/client.ts';
import type { ExportColumns } from '../../export/columns.ts';
import { exportList } from '../../export/list-export.ts';
import { forbidden } from '../../plugins/app-error.ts';
import { myUsersReach, usersReach } from './service.ts';
import { selectUserPage, userConditions } from './queries.ts';

const COLUMNS: ExportColumns<UserListItem> = [
  { key: 'lastName', kind: 'text', value: (u) => u.lastName },
  { key: 'firstName', kind: 'text', value: (u) => u.firstName },
  { key: 'email', kind: 'text', value: (u) => u.email },
  { key: 'state', kind: 'code', labels: 'users.states', value: (u) => u.state },
  // The role's name in the reader's language, French where it has none (decision 105).
  { key: 'role', kind: 'text', value: (u, language) => roleLabelIn(u.roleLabels, language) },
  { key: 'account', kind: 'text', value: (u) => u.accountName },
  { key: 'accountType', kind: 'code', labels: 'account-types', value: (u) => u.accountType },
  { key: 'phoneNumber', kind: 'text', value: (u) => u.phoneNumber },
  { key: 'language', kind: 'code', labels: 'languages', value: (u) => u.language },
  { key: 'createdAt', kind: 'date', value: (u) => u.createdAt },
];

/**
 * `GET /back/users/export/{format}`: the list as it is filtered and sorted on screen, whole. `mine` exports the
 * /my-users list (the caller's account, my-users right); otherwise the /users list (Users right).
 */
export const exportUsers = (db: Database, session: Session, format: ExportFormat, query: UserExportQuery) => {
  const { start: _start, sort, order, mine, ...filter } = query;
  if (!can(session, mine ? 'read:myUsers' : 'read:users')) throw forbidden();
  const where = userConditions(mine ? myUsersReach(session) : usersReach(session), filter);
  return exportList(session, format, {
    name: 'users',
    columns: COLUMNS,
    readPage: (start, limit) => selectUserPage(db, where, { start, sort, order }, limit),
  });
};
