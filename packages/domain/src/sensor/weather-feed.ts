import { z } from 'zod';
import { dateTimeSchema } from '../date/date.schema.ts';
import type { SensorWeather } from './sensor-list.schema.ts';
import { type LinkedStation, linkedStationSchema } from '../weather/weather-sync.schema.ts';

/** What feeds the weather of a sensor's parcel: its own station, a linked nearby station, the forecast, nothing. */
export const WEATHER_FEEDS = ['own-station', 'linked-station', 'forecast', 'none'] as const;
export const weatherFeedKindSchema = z.enum(WEATHER_FEEDS);

/** Why that feed (decision 116). */
export const WEATHER_FEED_REASONS = [
  'no-parcel',
  'linked-station',
  'linked-station-silent',
  'station-reporting',
  'station-silent',
  'station-never-reported',
  'no-station-fitted',
  'station-not-chosen',
  'no-source',
] as const;
export const weatherFeedReasonSchema = z.enum(WEATHER_FEED_REASONS);

/** A station that sent no weather for this many days no longer feeds the parcel: the forecast stands in. */
export const STATION_SILENT_AFTER_DAYS = 2;

/** `GET /back/sensors/{id}/weather-feed`: which source feeds the sensor's parcel, and why. */
export const weatherFeedSchema = z.object({
  feed: weatherFeedKindSchema,
  reason: weatherFeedReasonSchema,
  /** The linked station's id, for 'linked-station'. */
  stationId: z.string().nullable(),
  /** When the sensor's own station last sent weather; null if it never did. */
  lastWeatherAt: dateTimeSchema.nullable(),
  /** Whole days since then, for 'station-silent'. */
  silentDays: z.number().int().nullable(),
  /** The linked partner station as synced: its name, last hour stored and whether it is silent (decision 176). */
  station: linkedStationSchema.nullable(),
});
export type WeatherFeed = z.infer<typeof weatherFeedSchema>;

const DAY_MS = 86_400_000;

type WeatherFeedInputs = {
  parcelId?: string | undefined;
  hasWeatherSensor: boolean;
  weather: SensorWeather;
  lastWeatherAt: string | null;
  station: LinkedStation | null;
};

/**
 * The chosen source decides: a linked station feeds the parcel while it reports; the sensor's own station only while it
 * reports; otherwise the forecast service, which every parcel has from its position. A silent linked station gives
 * way to the sensor's own station, else to the forecast.
 */
export const describeWeatherFeed = (
  { parcelId, hasWeatherSensor, weather, lastWeatherAt, station }: WeatherFeedInputs,
  now: Date,
): WeatherFeed => {
  const feed = (kind: WeatherFeed['feed'], reason: WeatherFeed['reason'], silentDays: number | null = null) => ({
    feed: kind,
    reason,
    stationId: kind === 'linked-station' ? weather.stationId : null,
    lastWeatherAt,
    silentDays,
    station,
  });
  if (!parcelId) return feed('none', 'no-parcel');
  const ownSilentDays =
    lastWeatherAt === null ? null : Math.floor((now.getTime() - new Date(lastWeatherAt).getTime()) / DAY_MS);
  const ownReports = hasWeatherSensor && ownSilentDays !== null && ownSilentDays < STATION_SILENT_AFTER_DAYS;
  if (weather.source === 'sencrop' || weather.source === 'weenat') {
    if (!station?.isSilent) return feed('linked-station', 'linked-station');
    return feed(ownReports ? 'own-station' : 'forecast', 'linked-station-silent');
  }
  if (weather.source === 'none') return feed('forecast', hasWeatherSensor ? 'station-not-chosen' : 'no-source');
  if (!hasWeatherSensor) return feed('forecast', 'no-station-fitted');
  if (ownSilentDays === null) return feed('forecast', 'station-never-reported');
  if (!ownReports) return feed('forecast', 'station-silent', ownSilentDays);
  return feed('own-station', 'station-reporting');
};
