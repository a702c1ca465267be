import { WEATHER_NETWORK_NAMES } from '@console/domain/weather/weather-sync.schema';
import type { Paged } from '@console/domain/list/list-query';
import { formatDateTime } from '@console/domain/time/date-format';
import { type RunListQuery, SYNC_RUN_STALE_MS, type SyncRun } from '@console/domain/weather/weather-sync.schema';
import { List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { describeSyncError } from './sync-words';
import { PagePagination } from '../../ui/page-pagination';

/** The runs of the last 30 days, newest first: when, how started, what they stored and what failed. */
export const SyncRunLog = ({
  page,
  query,
  onPage,
}: {
  page: Paged<SyncRun>;
  query: RunListQuery;
  onPage: (start: number) => void;
}) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const end = (run: SyncRun) => {
    if (run.finishedAt) return formatDateTime(run.finishedAt, zoneId);
    return Date.now() - Date.parse(run.startedAt) > SYNC_RUN_STALE_MS
      ? t('weather-syncs.runs.interrupted')
      : t('weather-syncs.runs.running');
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="sync-runs-title">
      <Title order={2} size="h3" id="sync-runs-title">
        {t('weather-syncs.runs.title')}
      </Title>
      {page.total === 0 ? (
        <Text c="dimmed">{t('weather-syncs.runs.none')}</Text>
      ) : (
        <Table aria-labelledby="sync-runs-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('weather-syncs.runs.started')}</Table.Th>
              <Table.Th>{t('weather-syncs.runs.ended')}</Table.Th>
              <Table.Th>{t('weather-syncs.stations.network')}</Table.Th>
              <Table.Th>{t('weather-syncs.runs.trigger')}</Table.Th>
              <Table.Th ta="right">{t('weather-syncs.runs.stations')}</Table.Th>
              <Table.Th ta="right">{t('weather-syncs.runs.hours')}</Table.Th>
              <Table.Th>{t('weather-syncs.runs.errors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((run) => (
              <Table.Tr key={run.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.startedAt, zoneId)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{end(run)}</Table.Td>
                <Table.Td>{WEATHER_NETWORK_NAMES[run.network]}</Table.Td>
                <Table.Td>{t(`weather-syncs.runs.triggers.${run.trigger}`)}</Table.Td>
                <Table.Td ta="right">{run.stations}</Table.Td>
                <Table.Td ta="right">{run.hoursStored}</Table.Td>
                <Table.Td>
                  {run.errors.length === 0 ? (
                    '—'
                  ) : (
                    <List size="sm">
                      {run.errors.map((error, index) => (
                        <List.Item key={index}>{describeSyncError(t, error)}</List.Item>
                      ))}
                    </List>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PagePagination total={page.total} start={query.start} onStart={onPage} />
    </Stack>
  );
};
