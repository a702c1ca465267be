import {
  CAMPAIGN_SENSOR_STATES,
  type CampaignSensor,
  type CampaignSensorListQuery,
  type CampaignSensorState,
} from '@console/domain/firmware/campaign.schema';
import type { Paged } from '@console/domain/list/list-query';
import { firmwareEndpoints } from '@console/domain/firmware/firmware.endpoints';
import { formatDateTime } from '@console/domain/time/date-format';
import { Anchor, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { ExportMenu } from '../../ui/export-menu';
import { describeReason } from '../../ui/update-reason';
import { PagePagination } from '../../ui/page-pagination';

/** The list's query from the page's URL: a state, a serial number's start, a page. */
export const readCampaignSensorQuery = (search: URLSearchParams): CampaignSensorListQuery => {
  const state = search.get('state');
  return {
    start: Math.max(0, Number(search.get('start')) || 0),
    sort: 'stage',
    order: 'asc',
    state: CAMPAIGN_SENSOR_STATES.includes(state as CampaignSensorState) ? (state as CampaignSensorState) : undefined,
    search: search.get('search')?.slice(0, 50) || undefined,
  };
};

type CampaignSensorListProps = { campaignId: string; page: Paged<CampaignSensor>; query: CampaignSensorListQuery };

/** Each sensor of a campaign with its state and why it waits or failed, filtered by state or serial, exportable. */
export const CampaignSensorList = ({ campaignId, page, query }: CampaignSensorListProps) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const [, setSearchParams] = useSearchParams();
  const go = (next: Partial<CampaignSensorListQuery>) => {
    const merged = { state: query.state, search: query.search, start: 0, ...next };
    const search = new URLSearchParams();
    if (merged.state) search.set('state', merged.state);
    if (merged.search) search.set('search', merged.search);
    if (merged.start > 0) search.set('start', String(merged.start));
    setSearchParams(search, { replace: true, preventScrollReset: true });
  };
  const label = t('firmware.campaign.sensor-list.list');
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label={t('firmware.campaign.sensor-list.filter-state')}
            placeholder={t('firmware.campaign.sensor-list.all-states')}
            data={CAMPAIGN_SENSOR_STATES.map((value) => ({
              value,
              label: t(`firmware.campaign.sensor-states.${value}`),
            }))}
            value={query.state ?? null}
            onChange={(value) => go({ state: (value as CampaignSensorState | null) ?? undefined })}
            clearable
            w={200}
          />
          <TextInput
            label={t('firmware.campaign.sensor-list.search')}
            placeholder={t('firmware.campaign.sensor-list.search-placeholder')}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            defaultValue={query.search ?? ''}
            onKeyDown={(event) => {
              if (event.key === 'Enter') go({ search: event.currentTarget.value.trim() || undefined });
            }}
            onBlur={(event) => go({ search: event.currentTarget.value.trim() || undefined })}
            w={220}
          />
        </Group>
        <ExportMenu
          endpoint={firmwareEndpoints.exportCampaignSensors}
          params={{ id: campaignId }}
          query={{ state: query.state, search: query.search }}
          disabled={page.total === 0}
        />
      </Group>
      {page.total === 0 ? (
        <Text c="dimmed">{t('firmware.campaign.sensor-list.none')}</Text>
      ) : (
        <Table aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('firmware.campaign.sensor-list.serial')}</Table.Th>
              <Table.Th>{t('firmware.campaign.sensor-list.account')}</Table.Th>
              <Table.Th ta="right">{t('firmware.campaign.sensor-list.stage')}</Table.Th>
              <Table.Th>{t('firmware.campaign.sensor-state')}</Table.Th>
              <Table.Th>{t('firmware.campaign.sensor-list.reason')}</Table.Th>
              <Table.Th>{t('firmware.campaign.sensor-list.since')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((sensor) => (
              <Table.Tr key={sensor.sensorId}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={Link} to={paths.sensor(sensor.sensorId)}>
                    {sensor.serialNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{sensor.accountName}</Table.Td>
                <Table.Td ta="right">{sensor.stage}</Table.Td>
                <Table.Td>{t(`firmware.campaign.sensor-states.${sensor.state}`)}</Table.Td>
                <Table.Td>{sensor.reason ? describeReason(t, sensor.reason, zoneId) : ''}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(sensor.stateChangedAt, zoneId)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <PagePagination total={page.total} start={query.start} onStart={(start) => go({ start })} />
    </>
  );
};
