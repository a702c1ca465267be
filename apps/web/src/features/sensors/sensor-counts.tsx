import type { sensorCountsSchema } from '@console/domain/sensor/sensor-list.schema';
import { SENSOR_STATES } from '@console/domain/sensor/sensor.schema';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SENSOR_STATE_COLORS } from '../../ui/sensor-state-badge';

export type SensorCounts = z.infer<typeof sensorCountsSchema>;

/** Counts under the current filter: all sensors, the faulty ones, and one chip per state present. */
export const SensorCountChips = ({ counts }: { counts: SensorCounts }) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs" aria-label={t('sensors.counts.title')} role="group">
      <Badge size="lg" variant="filled" color="dark" tt="none">
        {t('sensors.counts.total', { count: counts.total })}
      </Badge>
      <Badge size="lg" variant={counts.faulty > 0 ? 'filled' : 'light'} color="red" tt="none">
        {t('sensors.counts.faulty', { count: counts.faulty })}
      </Badge>
      {SENSOR_STATES.filter((state) => counts.byState[state] > 0).map((state) => (
        <Badge key={state} size="lg" variant="light" color={SENSOR_STATE_COLORS[state]} tt="none">
          {t(`sensors.states.${state}`)}: {counts.byState[state]}
        </Badge>
      ))}
    </Group>
  );
};
