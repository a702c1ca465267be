import { localDateSchema } from '@console/domain/date/date.schema';
import { isSlugFavourableDay } from '@console/domain/weather/slug-weather';
import {
  FORECAST_DAYS,
  WEATHER_FORECAST_UNAVAILABLE,
  type WeatherForecast,
} from '@console/domain/weather/weather-forecast.schema';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { now } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';

/** Forecasts change a few times a day at most: a quarter of an hour spares the provider a call per page view. */
export const FORECAST_CACHE_TTL_MS = 15 * 60_000;
/** Past this many positions the least recently read entry goes, so the cache cannot grow with the number of parcels. */
const MAX_CACHED_POSITIONS = 1_000;

const DAILY_VARIABLES = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'relative_humidity_2m_mean',
] as const;
const HOURLY_VARIABLES = ['temperature_2m', 'relative_humidity_2m', 'precipitation'] as const;

// Open-Meteo sends null where a model has no value.
const values = z.array(z.number().nullable());

/** The part of Open-Meteo's answer we read (https://open-meteo.com/en/docs); the rest is ignored. */
const openMeteoForecastSchema = z.object({
  daily: z.object({
    time: z.array(localDateSchema),
    temperature_2m_max: values,
    temperature_2m_min: values,
    precipitation_sum: values,
    relative_humidity_2m_mean: values,
  }),
  hourly: z.object({
    // Wall-clock times in the requested zone, e.g. 2026-03-29T03:00.
    time: z.array(z.iso.datetime({ local: true })),
    temperature_2m: values,
    relative_humidity_2m: values,
    precipitation: values,
  }),
});
type OpenMeteoForecast = z.infer<typeof openMeteoForecastSchema>;

export type ForecastPosition = { lat: number; long: number; zoneId: string };

export type ForecastClientOptions = {
  /** Open-Meteo's forecast endpoint, WEATHER_FORECAST_URL. */
  baseUrl: string;
  timeoutMs: number;
};

const toWeatherForecast = ({ daily, hourly }: OpenMeteoForecast, fetchedAt: Date): WeatherForecast => ({
  days: daily.time.map((date, index) => {
    const day = {
      date,
      temperatureMin: daily.temperature_2m_min[index] ?? null,
      temperatureMax: daily.temperature_2m_max[index] ?? null,
      rainfall: daily.precipitation_sum[index] ?? null,
      humidity: daily.relative_humidity_2m_mean[index] ?? null,
    };
    return { ...day, isSlugFavourable: isSlugFavourableDay(day) };
  }),
  hours: hourly.time.map((time, index) => ({
    time,
    temperature: hourly.temperature_2m[index] ?? null,
    humidity: hourly.relative_humidity_2m[index] ?? null,
    rainfall: hourly.precipitation[index] ?? null,
  })),
  fetchedAt: fetchedAt.toISOString(),
  isKept: false,
});

const forecastUnavailable = (cause: unknown) =>
  new AppError('bad-gateway', WEATHER_FORECAST_UNAVAILABLE, { error: WEATHER_FORECAST_UNAVAILABLE }, { cause });

/**
 * The weather-forecast adapter: Open-Meteo over HTTP, one cached answer per position and zone. Each server
 * process keeps its own cache; at worst every process asks once per quarter of an hour.
 */
export const createForecastClient = ({ baseUrl, timeoutMs }: ForecastClientOptions) => {
  const cache = new LRUCache<string, Promise<WeatherForecast>>({
    max: MAX_CACHED_POSITIONS,
    ttl: FORECAST_CACHE_TTL_MS,
    // The clock is read on each look-up (one per page view) rather than kept for a millisecond behind a timer.
    ttlResolution: 0,
  });

  const fetchForecast = async ({ lat, long, zoneId }: ForecastPosition): Promise<WeatherForecast> => {
    // Added to the configured URL's own query, which may carry a paid plan's `apikey`.
    const url = new URL(baseUrl);
    const query = {
      latitude: String(lat),
      longitude: String(long),
      daily: DAILY_VARIABLES.join(','),
      hourly: HOURLY_VARIABLES.join(','),
      timezone: zoneId,
      forecast_days: String(FORECAST_DAYS),
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`weather provider answered HTTP ${response.status}`);
      return toWeatherForecast(openMeteoForecastSchema.parse(await response.json()), now());
    } catch (error) {
      throw forecastUnavailable(error);
    }
  };

  return {
    /** The forecast at a position in the user's zone; concurrent calls for one position share one request. */
    getForecast: (position: ForecastPosition): Promise<WeatherForecast> => {
      const key = `${position.lat}|${position.long}|${position.zoneId}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const forecast = fetchForecast(position);
      cache.set(key, forecast);
      // A failure is not kept: the next view asks the provider again.
      forecast.catch(() => {
        if (cache.peek(key) === forecast) cache.delete(key);
      });
      return forecast;
    },
  };
};

export type ForecastClient = ReturnType<typeof createForecastClient>;
