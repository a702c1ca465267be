import type { UserListItem, UserSortField } from '@console/domain/user/user-list.schema';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@console/domain/time/date-format';
import { useRoleLabel } from '../../ui/use-role-label';
import { LabelledValue } from '../../ui/labelled-value';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import type { PagedRows } from '../../ui/use-paged-rows';
import { UserStateBadge } from './user-state-badge';

const fullName = (user: UserListItem) => `${user.firstName} ${user.lastName}`.trim() || user.email;

const NameLink = ({ user, to }: { user: UserListItem; to: string }) => (
  <Stack gap={0}>
    <Anchor component={Link} to={to} fw={600} size="sm">
      {fullName(user)}
    </Anchor>
    <Text size="xs" c="dimmed">
      {user.email}
    </Text>
  </Stack>
);

const RoleLabel = ({ user }: { user: UserListItem }) => {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{roleLabel(user.roleLabels)}</Text>
      {user.isAdmin && (
        <Badge variant="light" size="xs">
          {t('roles.admin-badge')}
        </Badge>
      )}
    </Group>
  );
};

type UserTableProps = {
  rows: PagedRows<UserListItem>;
  sort: ListSort<UserSortField>;
  onSortChange: (sort: ListSort<UserSortField>) => void;
  detailPath: (id: string) => string;
  /** The account column: hidden on one account's list. */
  showAccount: boolean;
  timeZone: string;
  isLoading: boolean;
  empty: ReactNode;
};

/** A users list's rows: a table from the medium breakpoint up, cards below it. */
export const UserTable = ({
  rows,
  sort,
  onSortChange,
  detailPath,
  showAccount,
  timeZone,
  isLoading,
  empty,
}: UserTableProps) => {
  const { t } = useTranslation();
  const columns: TableColumn<UserListItem, UserSortField>[] = [
    {
      key: 'name',
      header: t('users.fields.name'),
      sortField: 'lastName',
      render: (user) => <NameLink user={user} to={detailPath(user.id)} />,
    },
    ...(showAccount
      ? [
          {
            key: 'account',
            header: t('users.fields.account'),
            sortField: 'accountName',
            render: (user: UserListItem) => (
              <Stack gap={0}>
                <Text size="sm">{user.accountName}</Text>
                <Text size="xs" c="dimmed">
                  {t(`account-types.${user.accountType}`)}
                </Text>
              </Stack>
            ),
          } satisfies TableColumn<UserListItem, UserSortField>,
        ]
      : []),
    {
      key: 'role',
      header: t('users.fields.role'),
      sortField: 'roleLabel',
      render: (user) => <RoleLabel user={user} />,
    },
    {
      key: 'state',
      header: t('users.fields.state'),
      sortField: 'state',
      render: (user) => <UserStateBadge state={user.state} />,
    },
    {
      key: 'secondFactor',
      header: t('profile.two-factor.title'),
      render: (user) => (
        <Text size="sm">
          {t(user.secondFactor || user.passkeys > 0 ? 'profile.two-factor.on' : 'profile.two-factor.off')}
        </Text>
      ),
    },
    {
      key: 'createdAt',
      header: t('users.fields.createdAt'),
      visibleFrom: 'lg',
      sortField: 'createdAt',
      align: 'right',
      render: (user) => <Text size="sm">{formatDate(user.createdAt, timeZone)}</Text>,
    },
  ];

  const renderCard = (user: UserListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <NameLink user={user} to={detailPath(user.id)} />
        <UserStateBadge state={user.state} />
      </Group>
      <SimpleGrid cols={showAccount ? 2 : 1} spacing="xs">
        {showAccount && <LabelledValue label={t('users.fields.account')}>{user.accountName}</LabelledValue>}
        <LabelledValue label={t('users.fields.role')}>
          <RoleLabel user={user} />
        </LabelledValue>
      </SimpleGrid>
    </Paper>
  );

  return (
    <PagedTable
      label={t('users.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(user) => user.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      rowHeight={61}
      cardHeight={130}
    />
  );
};
