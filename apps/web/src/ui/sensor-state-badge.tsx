import type { SensorState } from '@console/domain/sensor/sensor.schema';
import { Badge, type BadgeProps, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One colour per business state: green in service, blue and cyan at work, warm colours need a look. */
export const SENSOR_STATE_COLORS: Record<SensorState, MantineColor> = {
  EnService: 'green',
  Acquisition: 'blue',
  Traitement: 'cyan',
  Maintenance: 'yellow',
  Defaut: 'red',
  Vol: 'grape',
  Arrete: 'gray',
  Inconnu: 'dark',
};

/** A sensor's state, coloured and translated; shared by the sensor screens and the issue detail. */
export const SensorStateBadge = ({ state, ...props }: { state: SensorState } & BadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge color={SENSOR_STATE_COLORS[state]} variant="light" {...props}>
      {t(`sensors.states.${state}`)}
    </Badge>
  );
};
