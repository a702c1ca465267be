import type { ParcelSynthesis } from '@console/domain/parcel/parcel-synthesis.schema';
import { stationLabel } from '@console/domain/weather/weather-sync.schema';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Where the parcel's last day of weather comes from: its partner station while it reports, else the trap's own
 * station, saying so when the partner station has fallen silent (decision 176).
 */
export const WeatherSourceNote = ({ weather, weatherStation }: Pick<ParcelSynthesis, 'weather' | 'weatherStation'>) => {
  const { t } = useTranslation();
  if (weatherStation?.isSilent) {
    return (
      <Text size="sm" c="orange.9" mt="xs">
        {t('parcel.synthesis.weather-station-silent', stationLabel(weatherStation))}
      </Text>
    );
  }
  if (!weather) return null;
  return (
    <Text size="sm" c="dimmed" mt="xs">
      {weather.source === 'station' && weatherStation
        ? t('parcel.synthesis.weather-from-station', stationLabel(weatherStation))
        : t('parcel.synthesis.weather-from-sensor')}
    </Text>
  );
};
