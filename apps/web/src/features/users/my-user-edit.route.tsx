import { userEditRoute } from './user-edit';
import { MY_USERS_PAGES } from './user-pages';

/** /my-users/new and /my-users/{id}. */
export const { loader, action, Component } = userEditRoute(MY_USERS_PAGES);
