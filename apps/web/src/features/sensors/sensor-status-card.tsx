import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { Badge, DataList, Group, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { DATA_LABEL_WIDTH, DataItem, Dash } from '../../ui/data-item';
import { Moment } from '../../ui/moment';
import { formatMeasure, formatNumber } from '../../ui/number-format';
import { SectionCard } from '../../ui/section-card';
import { SensorStateBadge } from '../../ui/sensor-state-badge';

/** The sensor's state, as its last messages left it: device, battery, storage, last contact and count. */
export const SensorStatusCard = ({ sensor }: { sensor: SensorListItem }) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const [now] = useState(() => new Date());
  const stateText = (group: string, value: string | null) => (value ? t(`sensors.${group}.${value}`) : <Dash />);

  return (
    <SectionCard title={t('sensors.sections.status')}>
      <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
        <DataItem label={t('sensors.fields.state')}>
          <SensorStateBadge state={sensor.state} />
        </DataItem>
        <DataItem label={t('sensors.fields.deviceState')}>{stateText('device-states', sensor.deviceState)}</DataItem>
        <DataItem label={t('sensors.fields.linuxState')}>{stateText('linux-states', sensor.linuxState)}</DataItem>
        <DataItem label={t('sensors.fields.shutter')}>{stateText('shutter-states', sensor.shutter)}</DataItem>
        <DataItem label={t('sensors.fields.batteryVoltage')}>{formatMeasure(sensor.batteryVoltage, 'V')}</DataItem>
        <DataItem label={t('sensors.fields.usbFillRate')}>
          {sensor.usbFillRate === null ? (
            <Dash />
          ) : (
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={sensor.usbFillRate}
                color={sensor.usbFillRate >= 90 ? 'red' : sensor.usbFillRate >= 75 ? 'orange' : 'lime'}
                style={{ flex: 1, maxWidth: 120 }}
                aria-label={t('sensors.fields.usbFillRate')}
              />
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatNumber(sensor.usbFillRate, 0)} %
              </Text>
            </Group>
          )}
        </DataItem>
        <DataItem label={t('sensors.fields.lastContactAt')}>
          <Moment value={sensor.lastContactAt} timeZone={profile.zoneId} now={now} inline />
        </DataItem>
        <DataItem label={t('sensors.fields.lastMeasuredAt')}>
          <Moment value={sensor.lastMeasuredAt} timeZone={profile.zoneId} now={now} inline />
        </DataItem>
        <DataItem label={t('sensors.fields.lastSlugCount')}>
          {sensor.lastSlugCount === null ? <Dash /> : formatNumber(sensor.lastSlugCount, 0)}
        </DataItem>
        <DataItem label={t('sensors.fields.openIssueCount')}>
          {sensor.openIssueCount > 0 ? <Badge color="red">{sensor.openIssueCount}</Badge> : formatNumber(0, 0)}
        </DataItem>
      </DataList>
    </SectionCard>
  );
};
