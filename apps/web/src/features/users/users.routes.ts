import type { RouteObject } from 'react-router';
import type { AccessRule } from '../../session/access-rules';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

/** /users and /my-users: one list module and one user module each, over the users feature's shared screens. */
const userListRoutes = (
  path: 'users' | 'my-users',
  titles: { list: string; create: string; detail: string },
  access: { read: AccessRule; edit: AccessRule },
  screens: { list: RouteObject['lazy']; user: RouteObject['lazy'] },
): RouteObject => ({
  path,
  loader: guard({ access: access.read }),
  children: [
    screen({ titleKey: titles.list, lazy: screens.list }),
    screen({ path: 'new', access: access.edit, titleKey: titles.create, lazy: screens.user }),
    screen({ path: ':id', params: { id: 'uuid' }, titleKey: titles.detail, lazy: screens.user }),
  ],
});

export const userRoutes: RouteObject[] = [
  userListRoutes(
    'users',
    { list: 'pages.users', create: 'pages.user-new', detail: 'pages.user' },
    { read: 'nav:users', edit: 'can:edit:users' },
    { list: () => import('./user-list.route'), user: () => import('./user-edit.route') },
  ),
  userListRoutes(
    'my-users',
    { list: 'pages.my-users', create: 'pages.my-user-new', detail: 'pages.my-user' },
    { read: 'nav:myUsers', edit: 'can:edit:myUsers' },
    { list: () => import('./my-user-list.route'), user: () => import('./my-user-edit.route') },
  ),
];

/** An account page's users tab (/providers/:id/users, /farmers/:id/users), placed by the accounts' route table. */
export const accountUsersTab = (titleKey: string): RouteObject =>
  screen({ path: 'users', titleKey, lazy: () => import('./account-users.route') });
