import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import type { WeatherFeed } from '@console/domain/sensor/weather-feed';
import { Button, DataList, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NearbyStation, stationLabel } from '@console/domain/weather/weather-sync.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { useProfile } from '../../session/use-profile';
import { DATA_LABEL_WIDTH, DataItem } from '../../ui/data-item';
import { SectionCard } from '../../ui/section-card';
import { useFormAction } from '../../ui/use-form-action';
import type { SensorInfoIntent } from './sensor-info-intent';
import { SensorWeatherForm } from './sensor-weather-form';
import { NearbyStations } from './nearby-stations';

/** Saves the weather link through the info route's action; mounted while editing, so each edit starts clean. */
const SensorWeatherEditor = ({ sensor, onDone }: { sensor: SensorListItem; onDone: () => void }) => {
  const { t } = useTranslation();
  const { submit, issues, isSaving } = useFormAction(() => {
    notifications.show({ color: 'lime', message: t('flash.update') });
    onDone();
  });
  return (
    <SensorWeatherForm
      weather={sensor.weather}
      isSaving={isSaving}
      issues={issues}
      onSave={(input) => submit({ intent: 'weather', input } satisfies SensorInfoIntent)}
      onCancel={onDone}
    />
  );
};

/** Which source feeds the parcel, and the reason in a sentence under it. */
const WeatherFeedItem = ({ feed }: { feed: WeatherFeed }) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  const station = feed.station && stationLabel(feed.station);
  return (
    <DataItem label={t('sensors.weather-feed.label')}>
      {t(`sensors.weather-feed.feeds.${feed.feed}`)}
      <Text size="sm" c="dimmed" mt={2}>
        {t(`sensors.weather-feed.reasons.${feed.reason}`, {
          count: feed.silentDays ?? undefined,
          stationId: station?.name ?? feed.stationId,
          source: t('sensors.weather-sources.sensor'),
          ...station,
        })}
      </Text>
      {feed.station && station && (
        <Text size="sm" c="dimmed" mt={2}>
          {feed.station.lastHour
            ? t('sensors.weather-feed.station-last-hour', {
                network: station.network,
                time: formatDateTime(feed.station.lastHour, zoneId),
              })
            : t('sensors.weather-feed.station-never', { network: station.network })}
        </Text>
      )}
    </DataItem>
  );
};

/** Where the sensor's weather comes from, and what that means for its parcel; editors change it in place. */
export const SensorWeatherCard = ({
  sensor,
  feed,
  nearbyStations,
  canEdit,
}: {
  sensor: SensorListItem;
  feed: WeatherFeed;
  nearbyStations: NearbyStation[];
  canEdit: boolean;
}) => {
  const { t } = useTranslation();
  const [isEditing, setEditing] = useState(false);
  return (
    <SectionCard
      title={t('sensors.sections.weather')}
      action={
        canEdit &&
        !isEditing && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            {t('sensors.weather.edit')}
          </Button>
        )
      }
    >
      {isEditing ? (
        <SensorWeatherEditor sensor={sensor} onDone={() => setEditing(false)} />
      ) : (
        <>
          <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
            <DataItem label={t('sensors.weather.source')}>
              {t(`sensors.weather-sources.${sensor.weather.source}`)}
            </DataItem>
            {sensor.weather.stationId && (
              <DataItem label={t('sensors.weather.station-serial')}>{sensor.weather.stationId}</DataItem>
            )}
            <WeatherFeedItem feed={feed} />
          </DataList>
          {/* Offered while the trap has no partner station serving it: none linked, or the linked one silent. */}
          {feed.feed !== 'linked-station' && (
            <NearbyStations
              stations={nearbyStations.filter((station) => station.externalId !== sensor.weather.stationId)}
              canEdit={canEdit}
            />
          )}
        </>
      )}
    </SectionCard>
  );
};
