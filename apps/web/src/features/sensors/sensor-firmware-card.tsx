import type { SensorFirmware } from '@console/domain/firmware/campaign.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Anchor, DataList, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { DATA_LABEL_WIDTH, DataItem, Dash } from '../../ui/data-item';
import { SectionCard } from '../../ui/section-card';
import { describeReason } from '../../ui/update-reason';

/** The firmware the trap runs and its board; for firmware staff, each campaign that updated it and how it went. */
export const SensorFirmwareCard = ({ firmware }: { firmware: SensorFirmware }) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const title = t('sensors.firmware.title');
  return (
    <SectionCard title={title}>
      <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
        <DataItem label={t('sensors.firmware.version')}>{firmware.version ?? <Dash />}</DataItem>
        <DataItem label={t('sensors.firmware.board')}>{firmware.board ?? <Dash />}</DataItem>
      </DataList>
      {firmware.updates &&
        (firmware.updates.length === 0 ? (
          <Text size="sm" c="dimmed" mt="md">
            {t('sensors.firmware.no-update')}
          </Text>
        ) : (
          <Table aria-label={t('sensors.firmware.history')} mt="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('sensors.firmware.campaign')}</Table.Th>
                <Table.Th>{t('sensors.firmware.version')}</Table.Th>
                <Table.Th>{t('firmware.campaign.sensor-state')}</Table.Th>
                <Table.Th>{t('firmware.campaign.sensor-list.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {firmware.updates.map((update) => (
                <Table.Tr key={update.campaignId}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.settingsFirmwareCampaign(update.campaignId)} size="sm">
                      {update.campaignName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{update.version}</Table.Td>
                  <Table.Td>
                    {t(`firmware.campaign.sensor-states.${update.state}`)}
                    {update.reason && (
                      <Text size="xs" c="dimmed">
                        {describeReason(t, update.reason, zoneId)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(update.stateChangedAt, zoneId)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </SectionCard>
  );
};
