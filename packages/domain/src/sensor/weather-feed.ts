import { z } from 'zod';
import { dateTimeSchema } from '../date/date.schema.ts';
import type { SensorWeather } from './sensor-list.schema.ts';

/** What feeds the weather of a sensor's parcel: its own station, a linked nearby station, the forecast, nothing. */
export const WEATHER_FEEDS = ['own-station', 'linked-station', 'forecast', 'none'] as const;
export const weatherFeedKindSchema = z.enum(WEATHER_FEEDS);

/** Why that feed (decision 116). */
export const WEATHER_FEED_REASONS = [
  'no-parcel',
  'linked-station',
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
});
export type WeatherFeed = z.infer<typeof weatherFeedSchema>;

const DAY_MS = 86_400_000;

type WeatherFeedInputs = {
  parcelId?: string | undefined;
  hasWeatherSensor: boolean;
  weather: SensorWeather;
  lastWeatherAt: string | null;
};

/**
 * The chosen source decides: a linked station feeds the parcel as linked; the sensor's own station only while it
 * reports; otherwise the forecast service, which every parcel has from its position.
 */
export const describeWeatherFeed = (
  { parcelId, hasWeatherSensor, weather, lastWeatherAt }: WeatherFeedInputs,
  now: Date,
): WeatherFeed => {
  const feed = (kind: WeatherFeed['feed'], reason: WeatherFeed['reason'], silentDays: number | null = null) => ({
    feed: kind,
    reason,
    stationId: kind === 'linked-station' ? weather.stationId : null,
    lastWeatherAt,
    silentDays,
  });
  if (!parcelId) return feed('none', 'no-parcel');
  if (weather.source === 'sencrop' || weather.source === 'weenat') return feed('linked-station', 'linked-station');
  if (weather.source === 'none') return feed('forecast', hasWeatherSensor ? 'station-not-chosen' : 'no-source');
  if (!hasWeatherSensor) return feed('forecast', 'no-station-fitted');
  if (!lastWeatherAt) return feed('forecast', 'station-never-reported');
  const silentDays = Math.floor((now.getTime() - new Date(lastWeatherAt).getTime()) / DAY_MS);
  if (silentDays >= STATION_SILENT_AFTER_DAYS) return feed('forecast', 'station-silent', silentDays);
  return feed('own-station', 'station-reporting');
};
