import type {
  RENT_CONTRACT_SORT_FIELDS,
  RentContractListItem,
} from '@console/domain/rent-contract/rent-contract.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelledValue } from '../../ui/labelled-value';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import type { PagedRows } from '../../ui/use-paged-rows';
import { RentContractStatusBadge } from './rent-contract-labels';

export type RentContractSortField = (typeof RENT_CONTRACT_SORT_FIELDS)[number];

type RentContractTableProps = {
  rows: PagedRows<RentContractListItem>;
  sort: ListSort<RentContractSortField>;
  onSortChange: (sort: ListSort<RentContractSortField>) => void;
  linkTo: (contract: RentContractListItem) => string;
  isLoading: boolean;
  empty: ReactNode;
};

/** An account's contracts, or the reader's own: a table from the medium breakpoint up, cards below it. */
export const RentContractTable = ({ rows, sort, onSortChange, linkTo, isLoading, empty }: RentContractTableProps) => {
  const { t } = useTranslation();
  const period = (item: RentContractListItem) =>
    `${formatLocalDay(item.startsOn)} – ${formatLocalDay(item.plannedReturnOn)}`;
  const numberLink = (item: RentContractListItem) => (
    <Anchor component={Link} to={linkTo(item)} fw={600} size="sm">
      {item.number}
    </Anchor>
  );
  const text = (value: string) => <Text size="sm">{value}</Text>;

  const columns: TableColumn<RentContractListItem, RentContractSortField>[] = [
    { key: 'number', header: t('rent-contracts.fields.number'), sortField: 'number', render: numberLink },
    { key: 'lessor', header: t('rent-contracts.fields.lessor'), render: (item) => text(item.lessor.name) },
    {
      key: 'lessee',
      header: t('rent-contracts.fields.lessee'),
      sortField: 'lessee',
      render: (item) => text(item.lessee.name),
    },
    {
      key: 'period',
      header: `${t('rent-contracts.fields.startsOn')} – ${t('rent-contracts.fields.plannedReturnOn')}`,
      sortField: 'plannedReturnOn',
      render: (item) => text(period(item)),
    },
    {
      key: 'status',
      header: t('rent-contracts.fields.status'),
      render: (item) => <RentContractStatusBadge status={item.status} />,
    },
    {
      key: 'sensors',
      header: t('rent-contracts.fields.sensors'),
      align: 'right',
      visibleFrom: 'lg',
      render: (item) => text(String(item.openLineCount || item.lineCount)),
    },
  ];

  const renderCard = (item: RentContractListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        {numberLink(item)}
        <RentContractStatusBadge status={item.status} />
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <LabelledValue label={t('rent-contracts.fields.lessor')}>{item.lessor.name}</LabelledValue>
        <LabelledValue label={t('rent-contracts.fields.lessee')}>{item.lessee.name}</LabelledValue>
        <LabelledValue label={t('rent-contracts.fields.plannedReturnOn')}>
          {formatLocalDay(item.plannedReturnOn)}
        </LabelledValue>
        <LabelledValue label={t('rent-contracts.fields.sensors')}>{item.openLineCount || item.lineCount}</LabelledValue>
      </SimpleGrid>
    </Paper>
  );

  return (
    <PagedTable
      label={t('rent-contracts.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(item) => item.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      cardHeight={150}
    />
  );
};
