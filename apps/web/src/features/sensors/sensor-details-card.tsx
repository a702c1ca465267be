import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { Anchor, Badge, DataList, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { DATA_LABEL_WIDTH, DataItem, Dash } from '../../ui/data-item';
import { SectionCard } from '../../ui/section-card';

/** What the sensor is: serial number, owner, usage, equipment, parcel, tags and comment. */
export const SensorDetailsCard = ({ sensor }: { sensor: SensorListItem }) => {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');

  return (
    <SectionCard title={t('sensors.sections.details')}>
      <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
        <DataItem label={t('sensors.fields.serialNumber')}>{sensor.serialNumber}</DataItem>
        <DataItem label={t('sensors.fields.owner')}>{sensor.accountName}</DataItem>
        <DataItem label={t('sensors.fields.usage')}>{t(`sensors.usages.${sensor.usage}`)}</DataItem>
        <DataItem label={t('sensors.fields.hasWeatherSensor')}>{yesNo(sensor.hasWeatherSensor)}</DataItem>
        <DataItem label={t('sensors.fields.hasProviderSupport')}>{yesNo(sensor.hasProviderSupport)}</DataItem>
        <DataItem label={t('sensors.fields.parcel')}>
          {sensor.parcelId ? (
            <Anchor component={Link} to={paths.parcel(sensor.parcelId)} size="sm">
              {t('sensors.open-parcel')}
            </Anchor>
          ) : (
            t('sensors.no-parcel')
          )}
        </DataItem>
        <DataItem label={t('sensors.fields.tags')}>
          {sensor.tags.length === 0 ? (
            <Dash />
          ) : (
            <Group gap={4}>
              {sensor.tags.map((tag) => (
                <Badge key={tag} variant="outline" color="gray" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </DataItem>
        <DataItem label={t('sensors.fields.comment')}>
          {sensor.comment ? (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {sensor.comment}
            </Text>
          ) : (
            <Dash />
          )}
        </DataItem>
      </DataList>
    </SectionCard>
  );
};
