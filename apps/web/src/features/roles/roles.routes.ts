import type { RouteObject } from 'react-router';
import { guard } from '../../session/route-guard';
import { screen } from '../../session/screen-route';

const roleEdit = () => import('./role-edit.route');

/** /roles: the list, a new role and a role's rights. */
export const roleRoutes: RouteObject = {
  path: 'roles',
  loader: guard({ access: 'nav:roles' }),
  children: [
    screen({ titleKey: 'pages.roles', lazy: () => import('./role-list.route') }),
    screen({ path: 'new', access: 'can:edit:roles', titleKey: 'pages.role-new', lazy: roleEdit }),
    screen({ path: ':id', params: { id: 'uuid' }, titleKey: 'pages.role', lazy: roleEdit }),
  ],
};
