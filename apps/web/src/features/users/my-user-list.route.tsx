import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadUserList, UserList } from './user-list';
import { MY_USERS_PAGES } from './user-pages';

export const loader = (args: LoaderFunctionArgs) => loadUserList(args, MY_USERS_PAGES);

/** /my-users: the users of the caller's own account (the my-users right). */
export const Component = () => <UserList pages={MY_USERS_PAGES} data={useLoaderData<typeof loader>()} isPage />;
