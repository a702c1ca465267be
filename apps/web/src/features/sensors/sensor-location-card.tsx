import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { Group, Stack, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/number-format';
import type { MapTiles } from '../../ui/map-tiles';
import { PointMap } from '../../ui/point-map';
import { SectionCard } from '../../ui/section-card';

/** Where the sensor last said it was, on a map; or that it has not said. */
export const SensorLocationCard = ({ sensor, tiles }: { sensor: SensorListItem; tiles: MapTiles }) => {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('sensors.sections.location')}>
      {sensor.gps ? (
        <Stack gap="xs">
          <PointMap
            lat={sensor.gps.lat}
            long={sensor.gps.long}
            tiles={tiles}
            label={t('sensors.map-label', { serialNumber: sensor.serialNumber })}
            tilesUnavailableText={t('sensors.map-tiles-unavailable')}
          />
          <Text size="sm" c="dimmed">
            {t('sensors.gps', { lat: formatNumber(sensor.gps.lat, 5), long: formatNumber(sensor.gps.long, 5) })}
          </Text>
        </Stack>
      ) : (
        <Group gap="sm" c="dimmed">
          <IconMapPinOff size={20} aria-hidden="true" />
          <Text size="sm">{t('sensors.no-gps')}</Text>
        </Group>
      )}
    </SectionCard>
  );
};
