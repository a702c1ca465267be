import { userEndpoints } from '@console/domain/user/user.endpoints';
import { paths } from '../../paths';

/**
 * Where a users screen lives and which API list it reads: /users (the Users right, every account of the scope) or
 * /my-users (the my-users right, the caller's own account). Both share every component; only this differs.
 */
export type UserPages = {
  /** The caller's own account: `GET /back/users/mine`, and `mine=true` on the export. */
  isMine: boolean;
  listApi: typeof userEndpoints.list | typeof userEndpoints.listMine;
  titleKey: 'pages.users' | 'pages.my-users';
  list: (query?: URLSearchParams) => string;
  detail: (id: string) => string;
  create: (accountId?: string) => string;
};

export const USERS_PAGES: UserPages = {
  isMine: false,
  listApi: userEndpoints.list,
  titleKey: 'pages.users',
  list: paths.users,
  detail: paths.user,
  create: paths.userNew,
};

export const MY_USERS_PAGES: UserPages = {
  isMine: true,
  listApi: userEndpoints.listMine,
  titleKey: 'pages.my-users',
  list: paths.myUsers,
  detail: paths.myUser,
  create: () => paths.myUserNew(),
};
