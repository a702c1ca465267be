import { z } from 'zod';
import { dateTimeSchema, localDateSchema } from '../date/date.schema.ts';

/** How many days the forecast covers, today included. */
export const FORECAST_DAYS = 7;

/**
 * The code of a 502 when the weather provider fails (down, slow or answering nonsense): the body's `message` and
 * `data.error` carry it, so the page can say the forecast is unavailable rather than the API being down.
 */
export const WEATHER_FORECAST_UNAVAILABLE = 'weather-forecast-unavailable';

const measure = z.number().nullable();

/** One day at the parcel, in the user's calendar; a value the provider lacks is null. */
export const forecastDaySchema = z.object({
  date: localDateSchema,
  /** °C */
  temperatureMin: measure,
  temperatureMax: measure,
  /** Precipitation over the day, mm. */
  rainfall: measure,
  /** Mean relative humidity, %. */
  humidity: measure,
  isSlugFavourable: z.boolean(),
});
export type ForecastDay = z.infer<typeof forecastDaySchema>;

/** One hour at the parcel; `time` is the user's wall-clock time (`yyyy-MM-ddTHH:mm`, no zone). */
export const forecastHourSchema = z.object({
  time: z.iso.datetime({ local: true }),
  /** °C */
  temperature: measure,
  /** Relative humidity, %. */
  humidity: measure,
  /** Precipitation over the preceding hour, mm. */
  rainfall: measure,
});
export type ForecastHour = z.infer<typeof forecastHourSchema>;

/** `GET /back/parcels/{id}/weather-forecast`: the coming days and hours at the parcel's position. */
export const weatherForecastSchema = z.object({
  days: z.array(forecastDaySchema),
  hours: z.array(forecastHourSchema),
  /** When the provider was asked: a cached forecast keeps the time it was fetched. */
  fetchedAt: dateTimeSchema,
  /** The provider failed and this is the last forecast kept for the parcel: the page says how old it is. */
  isKept: z.boolean(),
});
export type WeatherForecast = z.infer<typeof weatherForecastSchema>;
