import type { Country } from '@console/domain/address/postal-address.schema';
import type { RiskLevel } from '@console/domain/risk/risk.schema';
import type { OutlookNight } from '@console/domain/weather/slug-outlook.schema';
import type { WeatherForecast } from '@console/domain/weather/weather-forecast.schema';
import { desc, eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { weatherForecasts } from '../../db/schema.ts';

/** The forecast just fetched for a parcel, with its outlook: the day's row, replaced by a later fetch only. */
export const upsertForecast = async (
  db: Database,
  parcelId: string,
  zoneId: string,
  { fetchedAt, isKept: _, ...forecast }: WeatherForecast,
  outlook: OutlookNight[],
) => {
  const row = { fetchedAt: new Date(fetchedAt), zoneId, forecast, outlook };
  await db
    .insert(weatherForecasts)
    .values({ parcelId, fetchedOn: fetchedAt.slice(0, 10), ...row })
    .onConflictDoUpdate({
      target: [weatherForecasts.parcelId, weatherForecasts.fetchedOn],
      set: row,
      // A cached forecast seen again writes nothing.
      setWhere: sql`${weatherForecasts.fetchedAt} < excluded.fetched_at`,
    });
};

/** A parcel's last kept forecast, read backwards through the key. */
export const selectLatestForecast = async (db: Database, parcelId: string) => {
  const [row] = await db
    .select({ fetchedAt: weatherForecasts.fetchedAt, forecast: weatherForecasts.forecast })
    .from(weatherForecasts)
    .where(eq(weatherForecasts.parcelId, parcelId))
    .orderBy(desc(weatherForecasts.fetchedOn))
    .limit(1);
  return row;
};

export type StaleParcel = { id: string; lat: number; long: number; country: Country; riskLevel: RiskLevel };

/** Parcels whose last forecast is older than `age` (or missing), the longest waiting first. */
export const selectParcelsWithStaleForecasts = (db: Database, age: string, limit: number) =>
  selectRows<StaleParcel>(
    db,
    sql`select p.id, p.gps_lat as lat, p.gps_long as long, p.address->>'country' as country, p.risk_level as "riskLevel"
        from parcels p
        left join lateral (select wf.fetched_at from weather_forecasts wf where wf.parcel_id = p.id
                           order by wf.fetched_on desc limit 1) last on true
        where last.fetched_at is null or last.fetched_at < now() - ${age}::interval
        order by last.fetched_at nulls first, p.id
        limit ${limit}`,
  );

/** Drops the days past what history keeps. */
export const deleteForecastsBefore = async (db: Database, days: number) => {
  const deleted = await db
    .delete(weatherForecasts)
    .where(sql`${weatherForecasts.fetchedOn} < current_date - ${days}::int`)
    .returning({ parcelId: weatherForecasts.parcelId });
  return deleted.length;
};
