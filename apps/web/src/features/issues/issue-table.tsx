import type { IssueListItem } from '@console/domain/issue/issue-list.schema';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { formatDateTime } from '@console/domain/time/date-format';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import type { PagedRows } from '../../ui/use-paged-rows';
import { IssueLevelBadge, IssueStatusBadge } from './issue-badges';
import { formatIssueDuration } from '../../ui/issue-format';
import type { IssueSortField } from './issue-list-query';

type IssueTableProps = {
  rows: PagedRows<IssueListItem>;
  sort: ListSort<IssueSortField>;
  onSortChange: (sort: ListSort<IssueSortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
  timeZone: string;
  /** Where an issue opens: /issues/{id}, or under its sensor in the sensor's issues tab. */
  issuePath: (issue: IssueListItem) => string;
  /** The sensor tab lists one sensor: no sensor or account columns there. */
  withSensor?: boolean;
};

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <div>{children}</div>
  </Stack>
);

/** Issue rows: a table from the medium breakpoint up, cards below it. */
export const IssueTable = ({
  rows,
  sort,
  onSortChange,
  isLoading,
  empty,
  timeZone,
  issuePath,
  withSensor = true,
}: IssueTableProps) => {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());

  const typeLink = (issue: IssueListItem) => (
    <Anchor component={Link} to={issuePath(issue)} fw={600} size="sm">
      {t(`issues.types.${issue.type}`)}
    </Anchor>
  );
  const sensorLink = (issue: IssueListItem) => (
    <Anchor component={Link} to={paths.sensor(issue.sensorId)} size="sm">
      {issue.serialNumber}
    </Anchor>
  );
  const closed = (issue: IssueListItem) =>
    issue.closedAt ? (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(issue.closedAt, timeZone)}
      </Text>
    ) : (
      <IssueStatusBadge status="open" />
    );
  const duration = (issue: IssueListItem) => (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatIssueDuration(t, issue.openedAt, issue.closedAt, now)}
    </Text>
  );

  const columns: TableColumn<IssueListItem, IssueSortField>[] = [
    { key: 'type', header: t('issues.fields.type'), sortField: 'type', render: typeLink },
    {
      key: 'level',
      header: t('issues.fields.level'),
      sortField: 'level',
      render: (issue) => <IssueLevelBadge level={issue.level} />,
    },
    {
      key: 'category',
      header: t('issues.fields.category'),
      visibleFrom: 'lg',
      render: (issue) => <Text size="sm">{t(`issues.categories.${issue.category}`)}</Text>,
    },
    ...(withSensor
      ? [
          {
            key: 'serialNumber',
            header: t('issues.fields.sensor'),
            sortField: 'serialNumber' as const,
            render: sensorLink,
          },
          {
            key: 'account',
            header: t('issues.fields.account'),
            render: (issue: IssueListItem) => <Text size="sm">{issue.accountName}</Text>,
          },
        ]
      : []),
    {
      key: 'openedAt',
      header: t('issues.fields.openedAt'),
      sortField: 'openedAt',
      render: (issue) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(issue.openedAt, timeZone)}
        </Text>
      ),
    },
    { key: 'closedAt', header: t('issues.fields.closedAt'), sortField: 'closedAt', render: closed },
    { key: 'duration', header: t('issues.fields.duration'), render: duration },
  ];

  const renderCard = (issue: IssueListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="xs" align="flex-start">
        {typeLink(issue)}
        <IssueLevelBadge level={issue.level} />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`issues.categories.${issue.category}`)}
        {withSensor && (
          <>
            {' · '}
            {sensorLink(issue)} · {issue.accountName}
          </>
        )}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <Field label={t('issues.fields.openedAt')}>
          <Text size="sm">{formatDateTime(issue.openedAt, timeZone)}</Text>
        </Field>
        <Field label={t('issues.fields.closedAt')}>{closed(issue)}</Field>
        <Field label={t('issues.fields.duration')}>{duration(issue)}</Field>
      </SimpleGrid>
    </Paper>
  );

  return (
    <PagedTable
      label={t('issues.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(issue) => issue.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      rowHeight={53}
      cardHeight={150}
    />
  );
};
