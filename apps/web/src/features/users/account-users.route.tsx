import { can } from '@console/domain/access/permissions';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { type ListedAccount, loadUserList, UserList } from './user-list';
import { MY_USERS_PAGES, USERS_PAGES, type UserPages } from './user-pages';

/** The account an account page's URL is about: /providers/{id}/users or /farmers/{id}/users. */
const listedAccount = ({ params, request }: LoaderFunctionArgs): ListedAccount => ({
  id: params.id ?? '',
  type: new URL(request.url).pathname.startsWith('/providers') ? 'provider' : 'farmer',
});

/**
 * With the Users right the account's users come from the users list; an account's own users without it (a farmer on
 * their farm's page) from their my-users list, and their pages are /my-users ones.
 */
const pagesFor = (profile: Parameters<typeof can>[0], account: ListedAccount): UserPages =>
  !can(profile, 'read:users') && profile.accountId === account.id ? MY_USERS_PAGES : USERS_PAGES;

export const loader = async (args: LoaderFunctionArgs) => {
  const account = listedAccount(args);
  const data = await loadUserList(args, pagesFor(args.context.get(profileContext), account), account);
  return { account, data };
};

/** The users tab of /providers/{id} and /farmers/{id}: the account's users, and inviting one into it. */
export const Component = () => {
  const profile = useProfile();
  const { account, data } = useLoaderData<typeof loader>();
  return <UserList pages={pagesFor(profile, account)} data={data} account={account} isPage={false} />;
};
