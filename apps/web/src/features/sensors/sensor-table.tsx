import type { SensorListItem, SensorSortField } from '@console/domain/sensor/sensor-list.schema';
import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { LabelledValue } from '../../ui/labelled-value';
import { Moment } from '../../ui/moment';
import { formatMeasure } from '../../ui/number-format';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import { SensorStateBadge } from '../../ui/sensor-state-badge';
import { SubscriptionBadge } from '../../ui/subscription-badge';
import type { PagedRows } from '../../ui/use-paged-rows';

const SerialLink = ({ sensor }: { sensor: SensorListItem }) => (
  <Anchor component={Link} to={paths.sensor(sensor.id)} fw={600} size="sm">
    {sensor.serialNumber}
  </Anchor>
);

const OpenIssues = ({ count }: { count: number }) => {
  const { t } = useTranslation();
  return count > 0 ? (
    // Centred under its header like the zeros: a badge is a block of its own width.
    <Badge color="red" variant="filled" circle={count < 10} mx="auto" aria-label={t('sensors.open-issues', { count })}>
      {count}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed" aria-label={t('sensors.open-issues', { count })}>
      0
    </Text>
  );
};

const Tags = ({ tags }: { tags: string[] }) =>
  tags.length === 0 ? null : (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} variant="outline" color="gray" size="sm" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );

type SensorTableProps = {
  rows: PagedRows<SensorListItem>;
  sort: ListSort<SensorSortField>;
  onSortChange: (sort: ListSort<SensorSortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
  /** The user's time zone, for the last-contact column. */
  timeZone: string;
};

/** The /sensors rows: a table from the medium breakpoint up, cards below it. */
export const SensorTable = ({ rows, sort, onSortChange, isLoading, empty, timeZone }: SensorTableProps) => {
  const { t } = useTranslation();
  const [now] = useState(() => new Date());

  const columns: TableColumn<SensorListItem, SensorSortField>[] = [
    {
      key: 'serialNumber',
      header: t('sensors.fields.serialNumber'),
      sortField: 'serialNumber',
      render: (sensor) => <SerialLink sensor={sensor} />,
    },
    {
      key: 'state',
      header: t('sensors.fields.state'),
      sortField: 'state',
      render: (sensor) => <SensorStateBadge state={sensor.state} />,
    },
    {
      key: 'account',
      header: t('sensors.fields.account'),
      visibleFrom: 'lg',
      render: (sensor) => <Text size="sm">{sensor.accountName}</Text>,
    },
    {
      key: 'usage',
      header: t('sensors.fields.usage'),
      visibleFrom: 'xl',
      render: (sensor) => <Text size="sm">{t(`sensors.usages.${sensor.usage}`)}</Text>,
    },
    {
      key: 'subscription',
      header: t('sensors.fields.subscription'),
      visibleFrom: 'lg',
      render: (sensor) => <SubscriptionBadge coverage={sensor.subscription} usage={sensor.usage} compact />,
    },
    {
      key: 'batteryVoltage',
      header: t('sensors.fields.batteryVoltage'),
      sortField: 'batteryVoltage',
      align: 'right',
      render: (sensor) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMeasure(sensor.batteryVoltage, 'V')}
        </Text>
      ),
    },
    {
      key: 'lastContactAt',
      header: t('sensors.fields.lastContactAt'),
      sortField: 'lastContactAt',
      render: (sensor) => <Moment value={sensor.lastContactAt} timeZone={timeZone} now={now} />,
    },
    {
      key: 'openIssueCount',
      header: t('sensors.fields.openIssueCount'),
      sortField: 'openIssueCount',
      align: 'center',
      render: (sensor) => <OpenIssues count={sensor.openIssueCount} />,
    },
    {
      key: 'tags',
      header: t('sensors.fields.tags'),
      visibleFrom: 'xl',
      render: (sensor) => <Tags tags={sensor.tags} />,
    },
  ];

  const renderCard = (sensor: SensorListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <SerialLink sensor={sensor} />
        <SensorStateBadge state={sensor.state} />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {sensor.accountName} · {t(`sensors.usages.${sensor.usage}`)}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <LabelledValue label={t('sensors.fields.batteryVoltage')}>
          <Text size="sm">{formatMeasure(sensor.batteryVoltage, 'V')}</Text>
        </LabelledValue>
        <LabelledValue label={t('sensors.fields.lastContactAt')}>
          <Moment value={sensor.lastContactAt} timeZone={timeZone} now={now} />
        </LabelledValue>
        <LabelledValue label={t('sensors.fields.openIssueCount')}>
          <OpenIssues count={sensor.openIssueCount} />
        </LabelledValue>
      </SimpleGrid>
      {(sensor.tags.length > 0 || sensor.usage === 'selling' || sensor.subscription) && (
        <Group mt="sm" gap="xs">
          <SubscriptionBadge coverage={sensor.subscription} usage={sensor.usage} />
          <Tags tags={sensor.tags} />
        </Group>
      )}
    </Paper>
  );

  return (
    <PagedTable
      label={t('sensors.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(sensor) => sensor.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      rowHeight={61}
      cardHeight={170}
    />
  );
};
