import { userEndpoints } from '@console/domain/user/user.endpoints';
import { accountEndpoints } from '@console/domain/account/account.endpoints';
import type { AccountType } from '@console/domain/account/account-type';
import { can } from '@console/domain/access/permissions';
import { roleEndpoints } from '@console/domain/role/role.endpoints';
import type { UserListQuery } from '@console/domain/user/user-list.schema';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserOff, IconUserPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { profileContext } from '../../session/profile-context';
import { useProfile } from '../../session/use-profile';
import { ExportMenu } from '../../ui/export-menu';
import { ListEmptyState } from '../../ui/list-empty-state';
import { useListUrl } from '../../ui/use-list-url';
import { usePagedRows } from '../../ui/use-paged-rows';
import { UserFilters } from './user-filters';
import { countActiveUserFilters, readUserListQuery, toUserExportQuery, toUserListSearch } from './user-list-query';
import type { UserPages } from './user-pages';
import { UserTable } from './user-table';

/** One account's users (an account page's tab) instead of every user the pages reach. */
export type ListedAccount = { id: string; type: AccountType };

const fetchPage = (pages: UserPages, query: UserListQuery, start: number, signal: AbortSignal) =>
  api.call(pages.listApi, { query: { ...query, start }, signal });

/**
 * A users list's loader: the URL's query (narrowed to `account` when given), its first page, the roles to filter by
 * and, on /users, the accounts to filter by.
 */
export const loadUserList = async (
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  pages: UserPages,
  account?: ListedAccount,
) => {
  const profile = context.get(profileContext);
  const { signal } = request;
  const urlQuery = readUserListQuery(new URL(request.url).searchParams);
  const query = account ? { ...urlQuery, accountId: account.id } : urlQuery;
  const roleAccountType = account?.type ?? (pages.isMine ? profile.accountType : undefined);
  const [page, roles, accounts] = await Promise.all([
    fetchPage(pages, query, 0, signal),
    api.call(roleEndpoints.options, { query: { accountType: roleAccountType }, signal }),
    pages.isMine || account ? Promise.resolve(null) : api.call(accountEndpoints.options, { signal }),
  ]);
  return { urlQuery, query, page, roles, accounts };
};

export type UserListData = Awaited<ReturnType<typeof loadUserList>>;

type UserListProps = {
  pages: UserPages;
  data: UserListData;
  account?: ListedAccount;
  /** The page's title; an account page's tab has the account's name above it instead. */
  isPage: boolean;
};

/**
 * A users list (/users, /my-users, an account's users tab): server-paged, filtered and sorted from the URL, with the
 * export and the invitation of a new user.
 */
export const UserList = ({ pages, data, account, isPage }: UserListProps) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { urlQuery, query, page, roles, accounts } = data;
  const { navigate, reset, isReloading } = useListUrl(urlQuery, toUserListSearch);
  const loadPage = useCallback(
    (start: number, signal: AbortSignal) => fetchPage(pages, query, start, signal),
    [pages, query],
  );
  const rows = usePagedRows(page, loadPage);
  const canInvite = can(profile, pages.isMine ? 'edit:myUsers' : 'edit:users');

  const hasFilter = countActiveUserFilters(urlQuery) > 0;
  const empty = (
    <ListEmptyState
      icon={<IconUserOff size={28} aria-hidden="true" />}
      title={t(hasFilter ? 'users.empty.filtered-title' : 'users.empty.title')}
      description={t(hasFilter ? 'users.empty.filtered-description' : 'users.empty.description')}
      reset={hasFilter ? { label: t('users.filters.reset'), onClick: reset } : undefined}
    />
  );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Title order={isPage ? 1 : 2} fz={isPage ? undefined : 'h3'}>
          {t(isPage ? pages.titleKey : 'users.tab-title')}
        </Title>
        <Group gap="sm">
          <ExportMenu
            endpoint={userEndpoints.export}
            query={{ ...toUserExportQuery(query), mine: pages.isMine || undefined }}
            disabled={page.total === 0}
          />
          {canInvite && (
            <Button
              component={Link}
              to={pages.create(account?.id)}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              {t('users.invite')}
            </Button>
          )}
        </Group>
      </Group>
      <UserFilters
        query={urlQuery}
        roles={roles}
        accounts={accounts}
        onChange={(change, options) => navigate({ ...urlQuery, ...change }, options?.replace)}
        onReset={reset}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('users.total', { count: page.total })}
      </Text>
      <UserTable
        rows={rows}
        sort={{ field: urlQuery.sort, order: urlQuery.order }}
        onSortChange={(sort) => navigate({ ...urlQuery, sort: sort.field, order: sort.order })}
        detailPath={pages.detail}
        showAccount={!pages.isMine && !account}
        timeZone={profile.zoneId}
        isLoading={isReloading}
        empty={empty}
      />
    </Stack>
  );
};
