import type { NearbyStation } from '@console/domain/weather/weather-sync.schema';
import { WEATHER_NETWORK_NAMES } from '@console/domain/weather/weather-sync.schema';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../ui/number-format';
import { useFormAction } from '../../ui/use-form-action';
import type { SensorInfoIntent } from './sensor-info-intent';

/**
 * The partner stations near the trap its account may use, nearest first (decision 177): an editor links one in a
 * click, through the info route's action like the weather form.
 */
export const NearbyStations = ({ stations, canEdit }: { stations: NearbyStation[]; canEdit: boolean }) => {
  const { t } = useTranslation();
  const { submit, isSaving } = useFormAction(() => notifications.show({ color: 'lime', message: t('flash.update') }));
  if (stations.length === 0) return null;
  return (
    <Stack gap={6} mt="sm" component="section" aria-label={t('sensors.nearby-stations.title')}>
      <Text size="sm" fw={600}>
        {t('sensors.nearby-stations.title')}
      </Text>
      {stations.map((station) => {
        const label = t('sensors.nearby-stations.station', {
          name: station.name ?? station.externalId,
          network: WEATHER_NETWORK_NAMES[station.network],
          distance: formatNumber(station.distanceKm, 1),
        });
        return (
          <Group key={`${station.network}:${station.externalId}`} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{label}</Text>
            {canEdit && (
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconLink size={14} aria-hidden="true" />}
                loading={isSaving}
                aria-label={t('sensors.nearby-stations.link-label', { station: label })}
                onClick={() =>
                  submit({
                    intent: 'weather',
                    input: { source: station.network, serialNumber: station.externalId },
                  } satisfies SensorInfoIntent)
                }
              >
                {t('sensors.nearby-stations.link')}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
};
