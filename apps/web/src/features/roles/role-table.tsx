import type { RoleListItem, RoleSortField } from '@console/domain/role/role.schema';
import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoleLabel } from '../../ui/use-role-label';
import { paths } from '../../paths';
import { LabelledValue } from '../../ui/labelled-value';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import type { PagedRows } from '../../ui/use-paged-rows';
import { startPageLabel } from './start-page-label';

const LabelLink = ({ role }: { role: RoleListItem }) => {
  const roleLabel = useRoleLabel();
  return (
    <Anchor component={Link} to={paths.role(role.id)} fw={600} size="sm">
      {roleLabel(role)}
    </Anchor>
  );
};

const AdminBadge = ({ role }: { role: RoleListItem }) => {
  const { t } = useTranslation();
  return role.isAdmin ? (
    <Badge variant="light" size="sm">
      {t('roles.admin-badge')}
    </Badge>
  ) : null;
};

type RoleTableProps = {
  rows: PagedRows<RoleListItem>;
  sort: ListSort<RoleSortField>;
  onSortChange: (sort: ListSort<RoleSortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
};

/** The /roles rows: a table from the medium breakpoint up, cards below it. */
export const RoleTable = ({ rows, sort, onSortChange, isLoading, empty }: RoleTableProps) => {
  const { t } = useTranslation();
  const columns: TableColumn<RoleListItem, RoleSortField>[] = [
    {
      key: 'labelFr',
      header: t('roles.fields.labelFr'),
      sortField: 'labelFr',
      render: (role) => (
        <Group gap="xs" wrap="nowrap">
          <LabelLink role={role} />
          <AdminBadge role={role} />
        </Group>
      ),
    },
    {
      key: 'accountType',
      header: t('roles.fields.accountType'),
      sortField: 'accountType',
      render: (role) => <Text size="sm">{t(`account-types.${role.accountType}`)}</Text>,
    },
    {
      key: 'startPage',
      header: t('roles.fields.startPage'),
      render: (role) => <Text size="sm">{startPageLabel(t, role.startPage)}</Text>,
    },
    {
      key: 'userCount',
      header: t('roles.fields.userCount'),
      align: 'right',
      render: (role) => <Text size="sm">{role.userCount}</Text>,
    },
  ];

  const renderCard = (role: RoleListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <LabelLink role={role} />
        <AdminBadge role={role} />
      </Group>
      <SimpleGrid cols={3} spacing="xs">
        <LabelledValue label={t('roles.fields.accountType')}>{t(`account-types.${role.accountType}`)}</LabelledValue>
        <LabelledValue label={t('roles.fields.startPage')}>{startPageLabel(t, role.startPage)}</LabelledValue>
        <LabelledValue label={t('roles.fields.userCount')}>{role.userCount}</LabelledValue>
      </SimpleGrid>
    </Paper>
  );

  return (
    <PagedTable
      label={t('roles.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(role) => role.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      cardHeight={110}
    />
  );
};
