import type { TicketListItem } from '@console/domain/support/ticket.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import { TicketStatusBadge } from '../../ui/ticket-status-badge';
import type { PagedRows } from '../../ui/use-paged-rows';
import type { TicketSortField } from './ticket-list-query';

type TicketTableProps = {
  rows: PagedRows<TicketListItem>;
  sort: ListSort<TicketSortField>;
  onSortChange: (sort: ListSort<TicketSortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
  timeZone: string;
  /** The sensor's tab lists one sensor's tickets: no sensor column there. */
  withSensor?: boolean;
};

/** Ticket rows: a table from the medium breakpoint up, cards below it. */
export const TicketTable = ({
  rows,
  sort,
  onSortChange,
  isLoading,
  empty,
  timeZone,
  withSensor = true,
}: TicketTableProps) => {
  const { t } = useTranslation();
  const subjectLink = (ticket: TicketListItem) => (
    <Anchor component={Link} to={paths.supportTicket(ticket.id)} fw={600} size="sm">
      {ticket.subject}
    </Anchor>
  );
  const updated = (ticket: TicketListItem) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(ticket.updatedAt, timeZone)}
    </Text>
  );
  const sensor = (ticket: TicketListItem) =>
    ticket.sensorId ? (
      <Anchor component={Link} to={paths.sensor(ticket.sensorId)} size="sm">
        {ticket.serialNumber}
      </Anchor>
    ) : (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );

  const columns: TableColumn<TicketListItem, TicketSortField>[] = [
    {
      key: 'reference',
      header: t('support.fields.reference'),
      sortField: 'reference',
      render: (ticket) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {ticket.reference}
        </Text>
      ),
    },
    { key: 'subject', header: t('support.fields.subject'), sortField: 'subject', render: subjectLink },
    {
      key: 'status',
      header: t('support.fields.status'),
      sortField: 'status',
      render: (ticket) => <TicketStatusBadge status={ticket.status} />,
    },
    {
      key: 'category',
      header: t('support.fields.category'),
      visibleFrom: 'xl',
      render: (ticket) => <Text size="sm">{t(`support.categories.${ticket.category}`)}</Text>,
    },
    ...(withSensor
      ? [{ key: 'sensor', header: t('support.fields.sensor'), visibleFrom: 'lg' as const, render: sensor }]
      : []),
    {
      key: 'requester',
      header: t('support.fields.requester'),
      visibleFrom: 'lg',
      render: (ticket) => (
        <Stack gap={0}>
          <Text size="sm">{ticket.requester.name}</Text>
          <Text size="xs" c="dimmed">
            {ticket.accountName}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'desk',
      header: t('support.fields.desk'),
      visibleFrom: 'xl',
      render: (ticket) => <Text size="sm">{t(`support.desks.${ticket.desk}`)}</Text>,
    },
    { key: 'updatedAt', header: t('support.fields.updatedAt'), sortField: 'updatedAt', render: updated },
  ];

  const renderCard = (ticket: TicketListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="xs" align="flex-start">
        {subjectLink(ticket)}
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Text size="sm" c="dimmed">
        {ticket.reference} · {t(`support.categories.${ticket.category}`)}
        {withSensor && ticket.serialNumber ? ` · ${ticket.serialNumber}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        {ticket.requester.name} · {formatDateTime(ticket.updatedAt, timeZone)}
      </Text>
    </Paper>
  );

  return (
    <PagedTable
      label={t('support.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(ticket) => ticket.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      rowHeight={57}
      cardHeight={120}
    />
  );
};
