import type { OutlookNight } from '@console/domain/weather/slug-outlook.schema';
import type { WeatherForecast } from '@console/domain/weather/weather-forecast.schema';
import { date, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parcels } from './parcels.ts';

/**
 * The forecasts fetched for each parcel, the last of each day (decision 118): the page shows the latest when the
 * provider is down, the lists read its outlook, and the days kept let history compare what was foreseen with what
 * the trap counted.
 */
export const weatherForecasts = pgTable(
  'weather_forecasts',
  {
    parcelId: uuid()
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    /** The UTC day of `fetchedAt`: a later fetch the same day replaces the row. */
    fetchedOn: date().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull(),
    /** The zone the forecast's days and hours are in. */
    zoneId: text().notNull(),
    forecast: jsonb().$type<Omit<WeatherForecast, 'fetchedAt' | 'isKept'>>().notNull(),
    /** The next nights' slug risk, rated from this forecast and the parcel's level when it was fetched. */
    outlook: jsonb().$type<OutlookNight[]>().notNull(),
  },
  // The key also reads a parcel's latest row (backwards, one index entry) for the list and the page.
  (table) => [primaryKey({ columns: [table.parcelId, table.fetchedOn] })],
);
