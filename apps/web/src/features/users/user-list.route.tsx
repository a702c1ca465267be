import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadUserList, UserList } from './user-list';
import { USERS_PAGES } from './user-pages';

export const loader = (args: LoaderFunctionArgs) => loadUserList(args, USERS_PAGES);

/** /users: the users of every account in the caller's scope (the Users right). */
export const Component = () => <UserList pages={USERS_PAGES} data={useLoaderData<typeof loader>()} isPage />;
