import { WEATHER_NETWORK_NAMES } from '@console/domain/weather/weather-sync.schema';
import type { Paged } from '@console/domain/list/list-query';
import { WEATHER_LINK_TYPES, type WeatherLinkType } from '@console/domain/sensor/sensor.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import type { StationListQuery, SyncedStation } from '@console/domain/weather/weather-sync.schema';
import { Button, Checkbox, Group, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { useFormAction } from '../../ui/use-form-action';
import type { SyncIntent } from './sync-intent';
import { PagePagination } from '../../ui/page-pagination';

type SortField = StationListQuery['sort'];

/** "Retry": fetches one station again now and shows how it went. */
const RetryButton = ({ station }: { station: SyncedStation }) => {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<SyncedStation | null>(null);
  const { submit, issues, isSaving } = useFormAction<{ answer?: unknown }>((result) =>
    setOutcome(result.answer as SyncedStation),
  );
  const refused = issues?.[0]?.message;
  return (
    <Stack gap={2} align="flex-start">
      <Button
        size="compact-sm"
        variant="light"
        loading={isSaving}
        aria-label={t('weather-syncs.stations.retry-label', { station: station.name ?? station.externalId })}
        onClick={() => submit({ intent: 'retry', stationId: station.id } satisfies SyncIntent)}
      >
        {t('weather-syncs.stations.retry')}
      </Button>
      <Text size="xs" role="status" c={refused || outcome?.lastError ? 'red.8' : 'dimmed'}>
        {refused
          ? t(refused)
          : outcome &&
            (outcome.lastError ? t('weather-syncs.stations.retry-failed') : t('weather-syncs.stations.retry-ok'))}
      </Text>
    </Stack>
  );
};

type SyncedStationTableProps = {
  page: Paged<SyncedStation>;
  query: StationListQuery;
  /** The networks a station can be fetched from now: configured and not paused. */
  retryable: ReadonlySet<WeatherLinkType>;
  onQuery: (next: Partial<StationListQuery>) => void;
};

/** The stations the traps link to: what each holds of the last 30 days and its last error; filters, sort, pages. */
export const SyncedStationTable = ({ page, query, retryable, onQuery }: SyncedStationTableProps) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const sortable = (field: SortField, label: string) => {
    const isSorted = query.sort === field;
    return (
      <Table.Th aria-sort={isSorted ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}>
        <UnstyledButton
          fw={600}
          fz="sm"
          onClick={() => onQuery({ sort: field, order: isSorted && query.order === 'asc' ? 'desc' : 'asc' })}
        >
          {label} {isSorted ? (query.order === 'asc' ? '↑' : '↓') : ''}
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="synced-stations-title">
      <Title order={2} size="h3" id="synced-stations-title">
        {t('weather-syncs.stations.title')}
      </Title>
      <Group align="flex-end">
        <Select
          label={t('weather-syncs.stations.network')}
          placeholder={t('weather-syncs.stations.all-networks')}
          data={WEATHER_LINK_TYPES.map((value) => ({ value, label: WEATHER_NETWORK_NAMES[value] }))}
          value={query.network ?? null}
          onChange={(value) => onQuery({ network: (value as StationListQuery['network'] | null) ?? undefined })}
          clearable
          w={200}
        />
        <TextInput
          label={t('weather-syncs.stations.search')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          defaultValue={query.search ?? ''}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onQuery({ search: event.currentTarget.value.trim() || undefined });
          }}
          onBlur={(event) => onQuery({ search: event.currentTarget.value.trim() || undefined })}
          w={220}
        />
        <Checkbox
          label={t('weather-syncs.stations.failing-only')}
          checked={query.failing === true}
          onChange={(event) => onQuery({ failing: event.currentTarget.checked ? true : undefined })}
          mb={8}
        />
      </Group>
      {page.total === 0 ? (
        <Text c="dimmed">{t('weather-syncs.stations.none')}</Text>
      ) : (
        <Table aria-labelledby="synced-stations-title">
          <Table.Thead>
            <Table.Tr>
              {sortable('name', t('weather-syncs.stations.name'))}
              <Table.Th>{t('weather-syncs.stations.network')}</Table.Th>
              <Table.Th ta="right">{t('weather-syncs.stations.linked')}</Table.Th>
              {sortable('lastHour', t('weather-syncs.stations.last-hour'))}
              {sortable('missingHours', t('weather-syncs.stations.missing'))}
              <Table.Th>{t('weather-syncs.stations.last-error')}</Table.Th>
              {retryable.size > 0 && <Table.Th>{t('weather-syncs.stations.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((station) => (
              <Table.Tr key={station.id}>
                <Table.Td>
                  {station.name ?? station.externalId}
                  {station.name && (
                    <Text size="xs" c="dimmed">
                      {station.externalId}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{WEATHER_NETWORK_NAMES[station.network]}</Table.Td>
                <Table.Td ta="right">{station.linkedSensors}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {station.lastHour ? formatDateTime(station.lastHour, zoneId) : t('weather-syncs.stations.never')}
                </Table.Td>
                <Table.Td ta="right">{station.missingHours}</Table.Td>
                <Table.Td>
                  {station.lastError && (
                    <>
                      <Text size="sm" c="red.8">
                        {station.lastError}
                      </Text>
                      {station.lastErrorAt && (
                        <Text size="xs" c="dimmed">
                          {formatDateTime(station.lastErrorAt, zoneId)}
                        </Text>
                      )}
                    </>
                  )}
                </Table.Td>
                {retryable.size > 0 && (
                  <Table.Td>{retryable.has(station.network) && <RetryButton station={station} />}</Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PagePagination total={page.total} start={query.start} onStart={(start) => onQuery({ start })} />
    </Stack>
  );
};
