import { userEditRoute } from './user-edit';
import { USERS_PAGES } from './user-pages';

/** /users/new and /users/{id}. */
export const { loader, action, Component } = userEditRoute(USERS_PAGES);
