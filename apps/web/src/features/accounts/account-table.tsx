import type {
  AccountListItem,
  AccountSortField,
  ManagedAccountType,
} from '@console/domain/account/account-list.schema';
import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { Dash } from '../../ui/data-item';
import { formatDate } from '@console/domain/time/date-format';
import { LabelledValue } from '../../ui/labelled-value';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import type { PagedRows } from '../../ui/use-paged-rows';

const NameLink = ({ account }: { account: AccountListItem }) => (
  <Anchor component={Link} to={paths.account(account.type, account.id)} fw={600} size="sm">
    {account.name}
  </Anchor>
);

const Place = ({ account }: { account: AccountListItem }) => {
  const { t } = useTranslation();
  if (!account.address) return <Dash />;
  const { postalCode, city, country } = account.address;
  return (
    <Text size="sm">
      {postalCode} {city} · {t(`countries.${country}`)}
    </Text>
  );
};

/** A count, right-aligned in the table. */
const Count = ({ value }: { value: number | undefined }) => <Text size="sm">{value ?? 0}</Text>;

type AccountTableProps = {
  type: ManagedAccountType;
  rows: PagedRows<AccountListItem>;
  sort: ListSort<AccountSortField>;
  onSortChange: (sort: ListSort<AccountSortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
  /** The user's time zone, for the creation dates. */
  timeZone: string;
};

/** The /providers or /farmers rows: a table from the medium breakpoint up, cards below it. */
export const AccountTable = ({ type, rows, sort, onSortChange, isLoading, empty, timeZone }: AccountTableProps) => {
  const { t } = useTranslation();
  const count = (
    key: 'userCount' | 'farmerCount' | 'sensorCount' | 'parcelCount',
  ): TableColumn<AccountListItem, AccountSortField> => ({
    key,
    header: t(`accounts.fields.${key}`),
    align: 'right',
    render: (account) => <Count value={account[key]} />,
  });

  const columns: TableColumn<AccountListItem, AccountSortField>[] = [
    {
      key: 'name',
      header: t('accounts.fields.name'),
      sortField: 'name',
      render: (account) => <NameLink account={account} />,
    },
    {
      key: 'siret',
      header: t('accounts.fields.siret'),
      render: (account) => (account.siret ? <Text size="sm">{account.siret}</Text> : <Dash />),
    },
    { key: 'place', header: t('accounts.fields.place'), render: (account) => <Place account={account} /> },
    ...(type === 'farmer'
      ? [
          {
            key: 'provider',
            header: t('accounts.fields.provider'),
            render: (account: AccountListItem) =>
              account.provider ? <Text size="sm">{account.provider.name}</Text> : <Dash />,
          },
          count('sensorCount'),
          count('parcelCount'),
        ]
      : [count('farmerCount')]),
    count('userCount'),
    {
      key: 'createdAt',
      header: t('accounts.fields.createdAt'),
      sortField: 'createdAt',
      render: (account) => <Text size="sm">{formatDate(account.createdAt, timeZone)}</Text>,
    },
  ];

  const renderCard = (account: AccountListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <NameLink account={account} />
        <Text size="xs" c="dimmed">
          {formatDate(account.createdAt, timeZone)}
        </Text>
      </Group>
      <Place account={account} />
      <SimpleGrid cols={3} spacing="xs" mt="sm">
        {type === 'farmer' ? (
          <>
            <LabelledValue label={t('accounts.fields.sensorCount')}>{account.sensorCount ?? 0}</LabelledValue>
            <LabelledValue label={t('accounts.fields.parcelCount')}>{account.parcelCount ?? 0}</LabelledValue>
          </>
        ) : (
          <LabelledValue label={t('accounts.fields.farmerCount')}>{account.farmerCount ?? 0}</LabelledValue>
        )}
        <LabelledValue label={t('accounts.fields.userCount')}>{account.userCount}</LabelledValue>
      </SimpleGrid>
      {account.provider && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('accounts.fields.provider')}: {account.provider.name}
        </Text>
      )}
    </Paper>
  );

  return (
    <PagedTable
      label={t(`accounts.${type}.list-label`)}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(account) => account.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      cardHeight={type === 'farmer' ? 150 : 130}
    />
  );
};
