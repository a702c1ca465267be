import type { ParcelListItem, ParcelSortField } from '@console/domain/parcel/parcel-list.schema';
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { LabelledValue } from '../../ui/labelled-value';
import { PagedTable, type ListSort, type TableColumn } from '../../ui/paged-table';
import { SensorStateBadge } from '../../ui/sensor-state-badge';
import type { PagedRows } from '../../ui/use-paged-rows';
import { RiskBadge } from './risk-badge';
import { SlugOutlookBadges } from './slug-outlook-badges';
import { useUnits } from '../../session/use-units';

const ParcelLink = ({ parcel }: { parcel: ParcelListItem }) => (
  <Anchor component={Link} to={paths.parcel(parcel.id)} fw={600} size="sm">
    {parcel.label}
  </Anchor>
);

/**
 * The name cell. Without an account column (farmers), a parcel of another farm, public or shared with the viewer,
 * names its owner under its name, so it is not taken for one of the viewer's own.
 */
const ParcelName = ({ parcel, showOwner }: { parcel: ParcelListItem; showOwner: boolean }) =>
  showOwner && !parcel.isEditable ? (
    <Stack gap={0}>
      <ParcelLink parcel={parcel} />
      <Text size="xs" c="dimmed">
        {parcel.accountName}
      </Text>
    </Stack>
  ) : (
    <ParcelLink parcel={parcel} />
  );

const CropText = ({ parcel }: { parcel: ParcelListItem }) => {
  const { t } = useTranslation();
  return parcel.currentCrop ? (
    <Text size="sm">
      {t(`crop-types.${parcel.currentCrop.currentCrop}`)}{' '}
      <Text span size="xs" c="dimmed">
        {t(`crop-stages.${parcel.currentCrop.stage}`)}
      </Text>
    </Text>
  ) : (
    <Text size="sm" c="dimmed">
      {t('parcels.no-crop')}
    </Text>
  );
};

/**
 * The parcel's sensor by serial number, with its state in the sensor list's words under it: stacked, the cell is as
 * narrow as the longer of the two, so the table fits a laptop screen beside the outlook without cutting the badge.
 * The serial links to the sensor's page for the viewer's own parcels only: the sensor of a parcel another farm
 * shares belongs to that farm, whose sensor pages the viewer cannot open.
 */
const SensorCell = ({ parcel }: { parcel: ParcelListItem }) => {
  const { t } = useTranslation();
  if (!parcel.sensorId || !parcel.sensor) {
    return (
      <Text size="sm" c="dimmed">
        {t('parcels.no-sensor')}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      {parcel.isEditable ? (
        <Anchor component={Link} to={paths.sensor(parcel.sensorId)} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {parcel.sensor.serialNumber}
        </Anchor>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {parcel.sensor.serialNumber}
        </Text>
      )}
      <SensorStateBadge state={parcel.sensor.state} size="sm" />
    </Stack>
  );
};

type ParcelTableProps = {
  rows: PagedRows<ParcelListItem>;
  sort: ListSort<ParcelSortField>;
  onSortChange: (sort: ListSort<ParcelSortField>) => void;
  isLoading: boolean;
  empty: ReactNode;
  /** Staff and providers see many accounts' parcels; a farmer's are its own, or shared with it and named by owner. */
  showAccount: boolean;
};

/** The /parcels/list rows: a table from the medium breakpoint up, cards below it. */
export const ParcelTable = ({ rows, sort, onSortChange, isLoading, empty, showAccount }: ParcelTableProps) => {
  const { t } = useTranslation();
  const units = useUnits();

  const columns: TableColumn<ParcelListItem, ParcelSortField>[] = [
    {
      key: 'label',
      header: t('parcels.fields.label'),
      sortField: 'label',
      render: (p) => <ParcelName parcel={p} showOwner={!showAccount} />,
    },
    {
      key: 'risk',
      header: t('parcels.fields.risk'),
      sortField: 'riskLevel',
      // Wide enough for the longest level name in every language, so no badge is cut.
      width: 200,
      render: (p) => <RiskBadge level={p.riskLevel} withheldSince={p.riskWithheldSince} />,
    },
    {
      key: 'outlook',
      header: t('parcel.outlook.title'),
      // Three short badges side by side, none cut, in every language.
      width: 230,
      render: (p) => <SlugOutlookBadges outlook={p.outlook} isCompact />,
    },
    { key: 'crop', header: t('parcels.fields.crop'), render: (p) => <CropText parcel={p} /> },
    ...(showAccount
      ? [
          {
            key: 'account',
            header: t('parcels.fields.account'),
            render: (p: ParcelListItem) => <Text size="sm">{p.accountName}</Text>,
          },
        ]
      : []),
    {
      key: 'size',
      header: t('parcels.fields.size'),
      sortField: 'size',
      align: 'right',
      visibleFrom: 'lg',
      render: (p) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {units.area.format(p.size)}
        </Text>
      ),
    },
    {
      key: 'sensor',
      header: t('parcels.fields.sensor'),
      visibleFrom: 'lg',
      render: (p) => <SensorCell parcel={p} />,
    },
    {
      key: 'city',
      header: t('parcels.fields.city'),
      visibleFrom: 'lg',
      render: (p) => <Text size="sm">{p.address.city}</Text>,
    },
  ];

  const renderCard = (parcel: ParcelListItem) => (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ParcelLink parcel={parcel} />
        <RiskBadge level={parcel.riskLevel} withheldSince={parcel.riskWithheldSince} />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {parcel.accountName} · {parcel.address.city}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        <LabelledValue label={t('parcels.fields.crop')}>
          <CropText parcel={parcel} />
        </LabelledValue>
        <LabelledValue label={t('parcels.fields.size')}>{units.area.format(parcel.size)}</LabelledValue>
        <LabelledValue label={t('parcels.fields.sensor')}>
          <SensorCell parcel={parcel} />
        </LabelledValue>
      </SimpleGrid>
      <Box mt="xs">
        <LabelledValue label={t('parcel.outlook.title')}>
          <SlugOutlookBadges outlook={parcel.outlook} isCompact />
        </LabelledValue>
      </Box>
    </Paper>
  );

  return (
    <PagedTable
      label={t('parcels.list-label')}
      rows={rows}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      getRowKey={(parcel) => parcel.id}
      renderCard={renderCard}
      empty={empty}
      isLoading={isLoading}
      rowHeight={53}
      cardHeight={190}
    />
  );
};
