import type { SubscriptionListItem } from '@console/domain/subscription/subscription.schema';
import type { SUBSCRIPTION_SORT_FIELDS } from '@console/domain/subscription/subscription.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Anchor, Checkbox, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelledValue } from '../../ui/labelled-value';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import type { PagedRows } from '../../ui/use-paged-rows';
import { planLabel, SubscriptionStatusBadge } from './subscription-labels';

export type SubscriptionSortField = (typeof SUBSCRIPTION_SORT_FIELDS)[number];

/** Rows a user may tick for a bulk renewal, and what ticking does. */
export type RowSelection = { selected: ReadonlySet<string>; onToggle: (id: string) => void };

type SubscriptionTableProps = {
  rows: PagedRows<SubscriptionListItem>;
  sort: ListSort<SubscriptionSortField>;
  onSortChange: (sort: ListSort<SubscriptionSortField>) => void;
  /** Where a row leads: the managed page, or the holder's own. */
  linkTo: (id: string) => string;
  /** Hides the holder column where every row is the reader's own. */
  showsHolder: boolean;
  selection?: RowSelection;
  isLoading: boolean;
  empty: ReactNode;
};

/** /subscriptions and /subscriptions-mine: a table from the medium breakpoint up, cards below it. */
export const SubscriptionTable = ({
  rows,
  sort,
  onSortChange,
  linkTo,
  showsHolder,
  selection,
  isLoading,
  empty,
}: SubscriptionTableProps) => {
  const { t } = useTranslation();
  const period = (item: SubscriptionListItem) => `${formatLocalDay(item.startsOn)} – ${formatLocalDay(item.endsOn)}`;
  const title = (item: SubscriptionListItem) => (showsHolder ? item.account.name : planLabel(item.plan));
  const titleLink = (item: SubscriptionListItem) => (
    <Anchor component={Link} to={linkTo(item.id)} fw={600} size="sm">
      {title(item)}
    </Anchor>
  );
  const tick = (item: SubscriptionListItem) =>
    selection && (
      <Checkbox
        aria-label={t('subscriptions.select-row', { name: `${item.account.name} · ${period(item)}` })}
        checked={selection.selected.has(item.id)}
        onChange={() => selection.onToggle(item.id)}
      />
    );

  const columns: TableColumn<SubscriptionListItem, SubscriptionSortField>[] = [
    ...(selection ? [{ key: 'select', header: t('subscriptions.select'), width: 90, render: tick }] : []),
    showsHolder
      ? { key: 'account', header: t('subscriptions.fields.account'), sortField: 'account', render: titleLink }
      : { key: 'plan', header: t('subscriptions.fields.plan'), sortField: 'plan', render: titleLink },
    ...(showsHolder
      ? [
          {
            key: 'plan',
            header: t('subscriptions.fields.plan'),
            sortField: 'plan' as const,
            render: (item: SubscriptionListItem) => <Text size="sm">{planLabel(item.plan)}</Text>,
          },
        ]
      : []),
    {
      key: 'endsOn',
      header: t('subscriptions.fields.period'),
      sortField: 'endsOn',
      render: (item) => <Text size="sm">{period(item)}</Text>,
    },
    {
      key: 'status',
      header: t('subscriptions.fields.status'),
      render: (item) => <SubscriptionStatusBadge status={item.status} />,
    },
    {
      key: 'seats',
      header: t('subscriptions.fields.seats'),
      align: 'right',
      render: (item) => <Text size="sm">{item.seatCount}</Text>,
    },
    {
      key: 'externalRef',
      header: t('subscriptions.fields.externalRef'),
      render: (item) => <Text size="sm">{item.externalRef ?? '—'}</Text>,
    },
  ];

  const renderCard = (item: SubscriptionListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="sm" wrap="nowrap">
          {tick(item)}
          {titleLink(item)}
        </Group>
        <SubscriptionStatusBadge status={item.status} />
      </Group>
      <SimpleGrid cols={2} spacing="xs">
        <LabelledValue label={t('subscriptions.fields.period')}>{period(item)}</LabelledValue>
        <LabelledValue label={t('subscriptions.fields.seats')}>{item.seatCount}</LabelledValue>
        {showsHolder && <LabelledValue label={t('subscriptions.fields.plan')}>{planLabel(item.plan)}</LabelledValue>}
      </SimpleGrid>
    </Paper>
  );

  return (
    <PagedTable
      label={t('subscriptions.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(item) => item.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      cardHeight={showsHolder ? 150 : 120}
    />
  );
};
